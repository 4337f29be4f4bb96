import type { calls, CallName } from '../../src/generated/calls';
import { COMMON_MODULE } from '../../src/engine/moduleSwitch';
import type { ErrorCode } from '../errors';

type Call = (typeof calls)[CallName];

/**
 * The refusals a call can answer before its handler runs, from its entry in the call table: the
 * gates server/app.ts and ./defineRoute.ts put in front of it. The API document lists them under
 * their statuses; the handler's own refusals come on top.
 */
export function callRefusals(call: Call): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_FAILED', 'MERCHANT_MISMATCH'];
  if (call.method !== 'GET' && call.method !== 'DELETE') codes.push('BAD_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE');
  if (!call.alwaysOpen) codes.push('MAINTENANCE', 'REGION_BLOCKED');
  // The common module is never off.
  if (call.module !== null && call.module !== COMMON_MODULE) codes.push('MODULE_DISABLED');
  if (!call.signedBy) codes.push('TOO_MANY_REQUESTS');
  if (call.session) codes.push('UNAUTHORIZED', 'PASSWORD_CHANGE_REQUIRED');
  if (call.realAccount) codes.push('REAL_ACCOUNT_REQUIRED');
  if (call.agent) codes.push('NOT_AGENT');
  if (call.roles) codes.push('UNAUTHORIZED', 'ROLE_FORBIDDEN', 'OPS_PASSWORD_CHANGE_REQUIRED');
  if (call.idempotent) codes.push('IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_MISMATCH');
  if (call.encrypted) codes.push('BAD_ENCRYPTION', 'SEALED_BODY_STALE', 'SEALED_BODY_REPLAYED');
  if (call.signedBy) codes.push('UNAUTHORIZED', 'VENDOR_NOT_CONNECTED');
  return [...new Set(codes)];
}
