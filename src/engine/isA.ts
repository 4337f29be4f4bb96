/**
 * Whether a value was made by a class or one of its subclasses: the prototype-chain test, as a
 * type guard. One helper for error classes on the server and DOM types in the browser alike.
 */
export function isA<T>(cls: abstract new (...args: never[]) => T, value: unknown): value is T {
  return typeof value === 'object' && value !== null && Object.prototype.isPrototypeOf.call(cls.prototype, value);
}
