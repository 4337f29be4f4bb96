import type { Envelope } from './operatorApi';

/** A call's value, or a failed test naming the status and the whole answer when the call was refused. */
export const valueOf = <T>(answer: { status: number; body: Envelope<unknown> }): T => {
  if (!answer.body.success) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
};
