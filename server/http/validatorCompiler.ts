import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { apiRequestValidators } from '../../src/generated/apiRequestValidators';
import { calls, type CallName } from '../../src/generated/calls';
import { apiError, type ApiError } from '../errors';
import { hasNul } from './hasNul';

/** Which request field an Ajv error is about, as a dotted path a client can show next to the input. */
export function fieldOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const extra = error.keyword === 'required' ? p.missingProperty : error.keyword === 'additionalProperties' ? p.additionalProperty : undefined;
  const path = error.instancePath.split('/').filter(Boolean);
  // Ajv names the property as a string.
  if (typeof extra === 'string') path.push(extra);
  return path.join('.') || '(body)';
}

export const reasonKey = (keyword: string): string =>
  ({
    required: 'reason_required',
    additionalProperties: 'reason_unknown_field',
    type: 'reason_type',
    'x-uncoerced': 'reason_type',
    enum: 'reason_enum',
    const: 'reason_enum',
    format: 'reason_format',
    pattern: 'reason_format',
    minLength: 'reason_range',
    maxLength: 'reason_range',
    minimum: 'reason_range',
    maximum: 'reason_range',
    minItems: 'reason_range',
    maxItems: 'reason_range',
  })[keyword] ?? 'reason_invalid';

const invalidInput = (error: ErrorObject): ApiError => {
  const field = fieldOf(error);
  return apiError('VALIDATION_FAILED', { field, reason: `errors:${reasonKey(error.keyword)}` }, field);
};

const byRequestId = new Map<string, ValidateFunction>(
  (Object.keys(calls) as CallName[]).map((name) => [calls[name].request, apiRequestValidators[name] as ValidateFunction]),
);

/**
 * Fastify's validator compiler, backed by the validators `npm run gen` compiled ahead of time: a
 * route's request part is `{ $ref: <request schema $id> }`, and nothing is compiled at run time.
 * They coerce query strings and fill defaults in place. A NUL character passes JSON Schema but no
 * PostgreSQL text column takes it, so it is refused here, once for every call.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, url }) => {
  const ref = (schema as { $ref?: unknown }).$ref;
  const id = (typeof ref === 'string' ? ref : '').replace(/#$/, '');
  const validate = byRequestId.get(id);
  if (!validate) throw new Error(`${url}: a route's request schema must be { $ref } to a call's request schema (got ${JSON.stringify(schema)})`);
  return (data: unknown) => {
    const input = data ?? {};
    if (!validate(input)) return { error: invalidInput(validate.errors![0]!) };
    const nul = hasNul(input);
    if (nul !== null) return { error: apiError('VALIDATION_FAILED', { field: nul, reason: 'errors:reason_format' }, nul) };
    return { value: input };
  };
};
