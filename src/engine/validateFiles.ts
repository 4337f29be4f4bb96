import { proofLimits, proofProblem } from './proofFiles';
import type { FieldModel } from './runtime';

/**
 * The problem with a files field's chosen files, or null when they can be sent: none when the
 * field is required gets the field's own message, and any are held to the proof limits, whose
 * messages name the most that may be chosen. The server judges the pictures themselves again.
 */
export function validateFiles(model: FieldModel, files: ReadonlyArray<{ type: string; size: number }>): FieldModel['message'] | null {
  if (files.length === 0) return model.required ? model.message : null;
  const problem = proofProblem(files);
  return problem ? { key: `member:${problem}`, params: { count: proofLimits.maxCount } } : null;
}
