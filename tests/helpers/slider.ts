import { setTimeout as sleep } from 'node:timers/promises';
import type { SliderAnswer, SliderChallenge } from '../../src/generated/types';

type Call = (path: string, o?: { method?: string; host?: string; headers?: Record<string, string>; body?: unknown }) => Promise<{ status: number; body: unknown }>;

/** A drag as long as a person's, comfortably above the server's floor. */
export const PERSON_DRAG_MS = 400;

/** A new slider challenge of the brand the host names; throws when the brand asks for none. */
export async function issueSlider(call: Call, host = 'localhost'): Promise<Extract<SliderChallenge, { required: true }>> {
  const res = await call('/wps/session/slider', { method: 'POST', host, body: {} });
  const value = (res.body as { value?: SliderChallenge }).value;
  if (!value?.required) throw new Error(`no slider challenge on ${host}: ${res.status} ${JSON.stringify(res.body)}`);
  return value;
}

/**
 * Answers a new challenge as a person would: the handle on the gap, after a drag of a person's
 * length, sent no sooner than such a drag could end.
 */
export async function solveSlider(call: Call, host = 'localhost', o: { position?: number; dragMs?: number } = {}): Promise<SliderAnswer> {
  const challenge = await issueSlider(call, host);
  const dragMs = o.dragMs ?? PERSON_DRAG_MS;
  await sleep(Math.min(dragMs, PERSON_DRAG_MS) + 20);
  return { id: challenge.id, position: o.position ?? challenge.target, dragMs };
}
