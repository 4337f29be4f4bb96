// The mobile metadata holds only the patterns of mobile ranges, so a landline (no SMS) is not a
// valid number here; the browser and the server load this same file, so both accept the same numbers.
import { getCountryCallingCode, getExampleNumber, isSupportedCountry, Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

/** What a person may type around the digits: spaces, hyphens and brackets, as numbers are printed. */
const SEPARATORS = /[\s()-]/g;

const callingCodeOf = (dialingCode: string) => dialingCode.trim().replace(/^\+/, '');

/**
 * A mobile number as typed, in the country of the dialling code, in E.164 (+8801712345678); null
 * when it is no mobile number there. English digits only: a Bengali digit is refused, not
 * converted, as in every digit field. The number is national (with or without the trunk 0): the
 * country comes from the selector, never from a `+` typed into the field.
 */
export function mobileE164(dialingCode: string, typed: string): string | null {
  const callingCode = callingCodeOf(dialingCode);
  const digits = typed.replace(SEPARATORS, '');
  if (!/^[0-9]{1,4}$/.test(callingCode) || !/^[0-9]+$/.test(digits)) return null;
  const phone = parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode });
  return phone?.isValid() ? phone.number : null;
}

/**
 * The country of a mobile number in E.164 (BD for +8801712345678), or null when no country's
 * mobile ranges hold it. A calling code several countries share (+1, +7) is told apart by the
 * number's own ranges, so a Canadian number is CA, not US.
 */
export function mobileCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/**
 * How many digits the national number typed has, without the country code and the trunk 0
 * (01712-345678 has 10), or null when it holds anything but digits and separators. A number too
 * short to parse counts its digits less a leading 0, so a short one is still measured.
 */
export function nationalDigitCount(dialingCode: string, typed: string): number | null {
  const digits = typed.replace(SEPARATORS, '');
  if (!/^[0-9]+$/.test(digits)) return null;
  const callingCode = callingCodeOf(dialingCode);
  const phone = /^[0-9]{1,4}$/.test(callingCode) ? parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode }) : undefined;
  return (phone?.nationalNumber ?? digits.replace(/^0/, '')).length;
}

/**
 * The country whose example a message shows: the form's chosen country when its dialling code is
 * the one given, else the main country of that code (the server sees only the code).
 */
export function countryForDialingCode(dialingCode: string, chosen?: string): CountryCode | null {
  const callingCode = callingCodeOf(dialingCode);
  if (chosen && isSupportedCountry(chosen) && getCountryCallingCode(chosen) === callingCode) return chosen;
  const main = (new Metadata() as unknown as { countryCallingCodes(): Record<string, CountryCode[]> }).countryCallingCodes()[callingCode]?.[0];
  return main ?? null;
}

/** A mobile number of the country as people there write it (01812-345678 in Bangladesh), or null for a country the metadata lacks. */
export function mobileExample(country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  return getExampleNumber(country, examples)?.formatNational() ?? null;
}
