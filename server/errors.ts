// Every error the API answers with: its code, its HTTP status and the locale key of its message
// (locales/<lang>/errors.json). Handlers throw `apiError(code)`; nothing else picks a status.
export const errorTable = {
  VALIDATION_FAILED: { status: 400, key: 'validation_failed' },
  BAD_JSON: { status: 400, key: 'bad_json' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  UNAUTHORIZED: { status: 401, key: 'unauthorized' },
  LOGIN_FAILED: { status: 401, key: 'login_failed' },
  CAPTCHA_REQUIRED: { status: 400, key: 'captcha_required' },
  CAPTCHA_WRONG: { status: 400, key: 'captcha_wrong' },
  BAD_ENCRYPTION: { status: 400, key: 'bad_encryption' },
  FIELD_INVALID: { status: 400, key: 'field_invalid' },
  ACCOUNT_TAKEN: { status: 409, key: 'account_taken' },
  MOBILE_TAKEN: { status: 409, key: 'mobile_taken' },
  MOBILE_INVALID: { status: 400, key: 'mobile_invalid' },
  INVITATION_INVALID: { status: 400, key: 'invitation_invalid' },
  SMS_CODE_WRONG: { status: 400, key: 'sms_code_wrong' },
  SMS_TOO_SOON: { status: 429, key: 'sms_too_soon' },
  SMS_UNAVAILABLE: { status: 503, key: 'sms_unavailable' },
  MODULE_DISABLED: { status: 403, key: 'module_disabled' },
  MERCHANT_MISMATCH: { status: 403, key: 'merchant_mismatch' },
  REGION_BLOCKED: { status: 403, key: 'region_blocked' },
  MAINTENANCE: { status: 503, key: 'maintenance' },
  NOT_FOUND: { status: 404, key: 'not_found' },
  METHOD_NOT_ALLOWED: { status: 405, key: 'method_not_allowed' },
  CONFLICT: { status: 409, key: 'conflict' },
  INSUFFICIENT_FUNDS: { status: 409, key: 'insufficient_funds' },
  THROTTLED: { status: 429, key: 'throttled' },
  INTERNAL: { status: 500, key: 'internal' },
  UNAVAILABLE: { status: 503, key: 'unavailable' },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof errorTable;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Values interpolated into the message (e.g. `field`). */
    readonly params: Record<string, string> = {},
    /** The request field at fault, answered as `field`. */
    readonly field?: string,
  ) {
    super(code);
    this.status = errorTable[code].status;
  }
}

export const apiError = (code: ErrorCode, params?: Record<string, string>, field?: string) => new ApiError(code, params, field);
