/**
 * The one rule for numerals (docs/decisions/0175-numerals-latin-digits-for-every-figure.md): every figure the site writes — amounts,
 * counts, page numbers, IDs, dates and times — uses Latin digits 0-9 with comma thousands
 * separators, in Bengali as in English. Players copy amounts and IDs into bKash, Nagad and the
 * site's own fields, which take Latin digits only; a figure must read the same in both languages.
 *
 * Decimal strings are formatted digit by digit, never through a float, so "90071992547409.99"
 * stays exact. Digits past `decimals` are rounded half away from zero, as a cashier would. A number
 * is first written out in full (no exponent) by JavaScript's shortest round-trip form, so 1.005 is
 * read as the 1.005 it was written as. Digits of another script (Bengali ০-৯, Devanagari,
 * full-width…) are read as the Latin digits they stand for. Anything that is not a decimal is
 * returned as it came: a wrong figure on screen is worse than a visibly odd one.
 */
export function formatNumber(value: string | number | bigint, { decimals = 0, group = true }: { decimals?: number; group?: boolean } = {}): string {
  const text = typeof value === 'number' ? numberToDecimal(value) : latinDigits(String(value).trim());
  const m = text === null ? null : decimal.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return String(value);
  const [, sign, whole, fraction = ''] = m as unknown as [string, string, string, string | undefined];
  let digits = (whole.replace(/^0+/, '') || '0') + (fraction + '0'.repeat(decimals)).slice(0, decimals);
  if ((fraction[decimals] ?? '0') >= '5') digits = increment(digits);
  const int = (decimals ? digits.slice(0, -decimals) : digits).replace(/^0+(?=\d)/, '') || '0';
  const frac = decimals ? digits.slice(-decimals).padStart(decimals, '0') : '';
  const grouped = group ? int.replace(/\B(?=(\d{3})+$)/g, ',') : int;
  const zero = /^0+$/.test(int + frac);
  return `${sign === '-' && !zero ? '-' : ''}${grouped}${decimals ? `.${frac}` : ''}`;
}

/** Zeros of the digit sets a player here may type or paste: Bengali, Devanagari, Arabic-Indic (two), Thai, full-width. */
const digitZeros = [0x09e6, 0x0966, 0x0660, 0x06f0, 0x0e50, 0xff10];

/** Digits of those scripts as Latin digits: "০১৭" → "017". Other characters stay. */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = digitZeros.find((z) => cp >= z && cp < z + 10);
    return zero === undefined ? d : String(cp - zero);
  });
}

const decimal = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** A finite number as a plain decimal string; null for NaN and the infinities. */
function numberToDecimal(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const s = String(n);
  const e = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!e) return s;
  const [, sign, lead, rest = '', exp] = e as unknown as [string, string, string, string | undefined, string];
  const digits = lead + rest;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
