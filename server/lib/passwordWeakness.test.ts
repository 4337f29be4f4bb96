import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, commonPasswordsFile, topPasswords } from '../../scripts/commonPasswords';
import { contextWords, guessablePassword, passwordWeakness } from './passwordWeakness';

describe('the common-password list', () => {
  const lines = readFileSync(commonPasswordsFile, 'utf8').split('\n');

  it('holds the 10,000 most used passwords, most used first, distinct and in lower case', () => {
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(new Set(lines).size).toBe(COMMON_PASSWORD_COUNT);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(lines.every((p) => p !== '' && p === p.toLowerCase())).toBe(true);
  });

  it('is made from a ranked list by keeping the first distinct ones in lower case', () => {
    expect(topPasswords(['Dragon', 'dragon', 'monkey', '', 'a\nb', 'shadow'], 3)).toEqual(['dragon', 'monkey', 'shadow']);
  });
});

describe('guessablePassword', () => {
  it.each([
    ['a password from the list', 'password', 'rahim01', 'errors:reason_password_common'],
    ['the list in any case', 'PassWord1', 'rahim01', 'errors:reason_password_common'],
    ['an eight-digit favourite', '12345678', 'rahim01', 'errors:reason_password_common'],
    ['the account name', 'rahim2024', 'rahim2024', 'errors:reason_password_is_account'],
    ['the account name in another case', 'RAHIM2024', 'Rahim2024', 'errors:reason_password_is_account'],
    ['a mobile account named by its number', '01712345678', '01712345678', 'errors:reason_password_is_account'],
    ['neither', 'padma river 7', 'rahim2024', null],
    ['the account name with more to it', 'rahim2024!x', 'rahim2024', null],
  ])('%s', (_name, password, account, expected) => {
    expect(guessablePassword(password, account)).toBe(expected);
  });
});

describe('passwordWeakness (sign-in asks for a new password)', () => {
  it.each([
    ['shorter than 8', 'Xq7#pz', 'rahim2024', 'errors:reason_password_short'],
    ['7 Bengali letters count as 7', 'নদীনদীন', 'rahim2024', 'errors:reason_password_short'],
    ['from the list', 'iloveyou', 'rahim2024', 'errors:reason_password_common'],
    ['the account name', 'Rahim2024', 'rahim2024', 'errors:reason_password_is_account'],
    ['a good one', 'Padma-river-7', 'rahim2024', null],
  ])('%s', (_name, password, account, expected) => {
    expect(passwordWeakness(password, account)).toBe(expected);
  });
});

describe('guessablePassword: the words of this site (ASVS 6.1.2)', () => {
  const lumen = contextWords({ config: { name: 'Lumen Play' }, domains: ['lumenplay.bet', 'www.lumen-play.com', 'lumen.marquee.test', 'localhost:8080'] });

  it('takes the product’s names, the brand’s name whole and word by word, and its domain labels', () => {
    expect(lumen.sort()).toEqual(['admin', 'betting', 'casino', 'console', 'lumen', 'lumenplay', 'marquee'].sort());
    expect(contextWords(null).sort()).toEqual(['admin', 'betting', 'casino', 'console', 'marquee']);
  });

  it.each([
    ['the brand’s name with digits and a sign', 'LumenPlay2026!', 'errors:reason_password_context'],
    ['one word of it, spaced out', 'lumen 2026 #1', 'errors:reason_password_context'],
    ['the product’s name', 'Marquee@2026', 'errors:reason_password_context'],
    ['two of the words run together', 'CasinoAdmin99', 'errors:reason_password_context'],
    ['a word of the site inside a longer phrase', 'lumen over the padma river', null],
    ['none of them', 'Padma-river-7', null],
  ])('%s', (_name, password, expected) => {
    expect(guessablePassword(password, 'rahim2024', lumen)).toBe(expected);
  });
});
