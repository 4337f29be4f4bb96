import { expect } from 'vitest';

/**
 * vitest's asymmetric matchers, typed `unknown` where vitest types them `any`: set among the values
 * of an object that toMatchObject or toEqual compares, an `any` makes the type checker take the
 * whole object as `any`. The matchers are vitest's own; only their type is narrower.
 */
export const like = {
  stringContaining: (text: string): unknown => expect.stringContaining(text),
  stringMatching: (pattern: RegExp | string): unknown => expect.stringMatching(pattern),
  any: (type: unknown): unknown => expect.any(type),
  arrayContaining: (items: unknown[]): unknown => expect.arrayContaining(items),
};
