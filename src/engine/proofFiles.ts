/** SPEC §9: proof pictures are PNG or JPEG, at most 5 MB each, at most three. */
export const proofLimits = { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;

/** Why chosen files cannot be sent as proofs, as a `member` locale key; null when they can. The server judges their content again. */
export function proofProblem(files: ReadonlyArray<{ type: string; size: number }>): 'proofTooMany' | 'proofType' | 'proofTooLarge' | null {
  if (files.length > proofLimits.maxCount) return 'proofTooMany';
  if (files.some((f) => !(proofLimits.types as readonly string[]).includes(f.type))) return 'proofType';
  if (files.some((f) => f.size > proofLimits.maxBytes)) return 'proofTooLarge';
  return null;
}
