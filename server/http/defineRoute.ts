import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRequestValidators, type ApiCall } from '../../src/generated/apiRequestValidators';
import { isModuleOn } from '../../src/engine/moduleSwitch';
import { apiError } from '../errors';
import type { Brand } from '../brands/store';
import type { Language } from '../i18n';
import type { BodyDecrypter } from './decryptBody';
import { hasNul } from './hasNul';

type Validated<V> = V extends ValidateFunction<infer T> ? T : never;
export type CallInput<C extends ApiCall> = Validated<(typeof apiRequestValidators)[C]>;

export interface CallContext<C extends ApiCall, M = null> {
  req: FastifyRequest;
  brand: Brand;
  lang: Language;
  input: CallInput<C>;
  /** The signed-in member, for calls that name a session reader. */
  member: M;
}

/** What marks a call 'token' (spec/MODULES.md): reads the request's session or throws 401. */
export interface SessionReader<M> {
  read(req: FastifyRequest): Promise<M>;
}

export interface RouteSpec<C extends ApiCall, R, M = null> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The request schema: schemas/api/<call>.request.json. */
  call: C;
  /** The module that gates the call (spec/MODULES.md); null for calls no module gates. */
  module: string | null;
  /** Calls that need the session token. */
  session?: SessionReader<M>;
  /** Calls marked 'encrypted': the body must be sealed (ARCHITECTURE: API conventions); a plain one is refused. */
  decrypt?: BodyDecrypter;
  handler(ctx: CallContext<C, M>): Promise<R>;
}

/** Which request field an Ajv error is about, as a dotted path a client can show next to the input. */
export function fieldOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const extra = error.keyword === 'required' ? p.missingProperty : error.keyword === 'additionalProperties' ? p.additionalProperty : undefined;
  const path = error.instancePath.split('/').filter(Boolean);
  if (extra !== undefined) path.push(String(extra));
  return path.join('.') || '(body)';
}

const reasonKey = (keyword: string): string =>
  ({
    required: 'reason_required',
    additionalProperties: 'reason_unknown_field',
    type: 'reason_type',
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

/**
 * Registers one API call. The gate, in order: the brand's settings tree must have the call's
 * module on (403 MODULE_DISABLED); a call that needs a session must carry a live one (401); an
 * encrypted call's body must open (400 BAD_ENCRYPTION); then the query (GET, DELETE) or body must
 * pass the call's generated validator (400 naming the field). Handlers only ever see valid input
 * for a brand that offers the call, and answer a value that is wrapped in the envelope here.
 */
export function defineRoute<C extends ApiCall, R, M = null>(app: FastifyInstance, spec: RouteSpec<C, R, M>): void {
  const validate = apiRequestValidators[spec.call] as unknown as ValidateFunction<CallInput<C>>;
  app.route({
    method: spec.method,
    url: spec.url,
    config: { module: spec.module, call: spec.call },
    handler: async (req) => {
      const brand = req.brand;
      if (spec.module && !isModuleOn(brand.settings, spec.module)) throw apiError('MODULE_DISABLED');
      const member = spec.session ? await spec.session.read(req) : (null as M);
      const raw =
        spec.method === 'GET' || spec.method === 'DELETE'
          ? { ...(req.query as object), ...(req.params as object) }
          : spec.decrypt
            ? await spec.decrypt.open(req.body)
            : req.body;
      // Validators coerce and fill defaults in place: work on a copy of what the client sent.
      const input = raw && typeof raw === 'object' ? { ...(raw as object) } : (raw ?? {});
      if (!validate(input)) {
        const error = validate.errors![0]!;
        const field = fieldOf(error);
        throw apiError('VALIDATION_FAILED', { field, reason: `errors:${reasonKey(error.keyword)}` }, field);
      }
      const field = Object.keys(input).find((k) => hasNul((input as Record<string, unknown>)[k]));
      if (field !== undefined) throw apiError('VALIDATION_FAILED', { field, reason: 'errors:reason_format' }, field);
      const value = await spec.handler({ req, brand, lang: req.lang, input, member });
      return { success: true, value };
    },
  });
}
