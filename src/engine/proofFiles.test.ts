import { describe, expect, it } from 'vitest';
import { proofProblem } from './proofFiles';

const file = (type: string, size = 1000) => ({ type, size });

describe('proofProblem', () => {
  it('takes up to three PNG or JPEG pictures of up to 5 MB', () => {
    expect(proofProblem([])).toBeNull();
    expect(proofProblem([file('image/png'), file('image/jpeg', 5 * 1024 * 1024)])).toBeNull();
  });

  it('names what is wrong: too many, another type, too large', () => {
    expect(proofProblem([file('image/png'), file('image/png'), file('image/png'), file('image/png')])).toBe('proofTooMany');
    expect(proofProblem([file('image/webp')])).toBe('proofType');
    expect(proofProblem([file('application/pdf')])).toBe('proofType');
    expect(proofProblem([file('image/jpeg', 5 * 1024 * 1024 + 1)])).toBe('proofTooLarge');
  });
});
