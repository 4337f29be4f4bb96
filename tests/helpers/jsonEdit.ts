/**
 * Edits of a parsed JSON document by JSON pointer, for tests that break a file's shape on purpose
 * (a number where a string belongs, a property the schema does not know) and check it is refused.
 */
export type JsonEdit = (doc: unknown) => void;

/** An object, or an array read by its indexes as property names. */
type Node = Record<string, unknown>;

/** The pointer's parts: '/reels/0/1' → ['reels', '0', '1']. */
const partsOf = (pointer: string) => pointer.split('/').slice(1);
const nodeAt = (doc: unknown, parts: string[]): Node => parts.reduce<unknown>((node, key) => (node as Node)[key], doc) as Node;
const parentAt = (doc: unknown, pointer: string): [Node, string] => {
  const parts = partsOf(pointer);
  return [nodeAt(doc, parts.slice(0, -1)), parts.at(-1)!];
};

export const jsonEdit = {
  /** Sets the value at `pointer`, adding the property if it is not there. */
  set: (pointer: string, value: unknown): JsonEdit => (doc) => {
    const [parent, key] = parentAt(doc, pointer);
    parent[key] = value;
  },
  /** Changes the value at `pointer` to what `change` makes of it. */
  update: (pointer: string, change: (value: unknown) => unknown): JsonEdit => (doc) => {
    const [parent, key] = parentAt(doc, pointer);
    parent[key] = change(parent[key]);
  },
  /** Removes the property at `pointer`. */
  remove: (pointer: string): JsonEdit => (doc) => {
    const [parent, key] = parentAt(doc, pointer);
    delete parent[key];
  },
  /** Adds `value` at the end of the array at `pointer`. */
  push: (pointer: string, value: unknown): JsonEdit => (doc) => {
    (nodeAt(doc, partsOf(pointer)) as unknown as unknown[]).push(value);
  },
  /** Takes the last item off the array at `pointer`. */
  pop: (pointer: string): JsonEdit => (doc) => {
    (nodeAt(doc, partsOf(pointer)) as unknown as unknown[]).pop();
  },
};
