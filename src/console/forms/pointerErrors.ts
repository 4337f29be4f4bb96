import type { ErrorSchema } from '@rjsf/utils';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The server's answer to a refused edit, placed at the field it names: `/registerRules/mobileNum/minLength`
 * under the part `/registerRules` becomes `{ mobileNum: { minLength: { __errors: [message] } } }`,
 * which the form shows beside that input. A pointer outside the part, or at its root, lands on the
 * form as a whole.
 */
export function pointerErrors(pointer: string, part: string, message: string): ErrorSchema {
  const rest = pointer.startsWith(`${part}/`) ? pointer.slice(part.length + 1).split('/').map(unescape) : [];
  const root: Record<string, unknown> = {};
  let node = root;
  for (const key of rest) {
    const next: Record<string, unknown> = {};
    node[key] = next;
    node = next;
  }
  node.__errors = [message];
  return root as ErrorSchema;
}
