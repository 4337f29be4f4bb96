import { describe, expect, it } from 'vitest';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import bd from '../../config/brands/bd.json';
import lumen from '../../config/brands/lumen.json';
import { countryForDialingCode, mobileE164, mobileExample } from './mobileNumber';

describe('mobileE164: the one check of a mobile number, in the browser and on the server', () => {
  it.each([
    ['880', '01712345678', '+8801712345678'],
    ['+880', '017 1234-5678', '+8801712345678'],
    ['880', '1712345678', '+8801712345678'],
    ['91', '98765 43210', '+919876543210'],
    ['977', '984-1234567', '+9779841234567'],
    ['60', '012-345 6789', '+60123456789'],
    ['971', '050 123 4567', '+971501234567'],
    ['966', '051 234 5678', '+966512345678'],
    ['94', '071 234 5678', '+94712345678'],
  ])('reads %s %s as %s', (dial, typed, e164) => {
    expect(mobileE164(dial, typed)).toBe(e164);
  });

  it.each([
    ['a number too short', '880', '0171234567'],
    ['a prefix Bangladesh does not use', '880', '01212345678'],
    ['a Dhaka landline: no SMS', '880', '0212345678'],
    ['a Delhi landline', '91', '01123456789'],
    ['a Bangladeshi number with India chosen', '91', '01712345678'],
    ['Bengali digits', '880', '০১৭১২৩৪৫৬৭৮'],
    ['letters', '880', 'not a number'],
    ['a country typed into the number', '880', '+919876543210'],
    ['no country', '', '01712345678'],
    ['a country code that is not one', 'x1', '01712345678'],
  ])('refuses %s', (_name, dial, typed) => {
    expect(mobileE164(dial, typed)).toBeNull();
  });
});

describe('mobileExample: what a number of the country looks like', () => {
  it('has one for every country a brand offers', () => {
    for (const country of [...bd.countries, ...lumen.countries]) {
      const example = mobileExample(country);
      expect(example, country).toMatch(/^[0-9][0-9 -]+$/);
      // The example passes the check it illustrates.
      expect(mobileE164(getCountryCallingCode(country as CountryCode), example!), country).not.toBeNull();
    }
  });

  it('writes the number as people of the country do', () => {
    expect(mobileExample('BD')).toBe('01812-345678');
    expect(mobileExample('IN')).toBe('081234 56789');
    expect(mobileExample('XX')).toBeNull();
  });
});

describe('countryForDialingCode', () => {
  it("keeps the form's country when its code is the one given", () => {
    expect(countryForDialingCode('1', 'CA')).toBe('CA');
    expect(countryForDialingCode('+880', 'BD')).toBe('BD');
  });

  it('falls back to the main country of the code (the server sees only the code)', () => {
    expect(countryForDialingCode('1')).toBe('US');
    expect(countryForDialingCode('880', 'IN')).toBe('BD');
    expect(countryForDialingCode('999')).toBeNull();
  });
});
