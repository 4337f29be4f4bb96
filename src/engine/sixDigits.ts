/**
 * Six digits: a code texted to the member or shown by an authenticator app, and a payment password.
 * The schemas say it once (common.schema.json's SixDigits, which the server checks); the forms check
 * it as the player types with this, which sixDigits.test.ts holds to the schema's pattern.
 */
export const sixDigits = /^[0-9]{6}$/;
