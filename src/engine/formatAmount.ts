const decimal = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * An amount with two decimals and comma thousands separators (SPEC §9): "1250.5" → "1,250.50".
 * Money arrives as decimal strings and is formatted digit by digit, never through a float, so
 * "90071992547409.99" stays exact. Digits past the second are rounded half away from zero, as a
 * cashier would. A number is first written out in full (no exponent) by JavaScript's shortest
 * round-trip form, so 1.005 is read as the 1.005 it was written as. Anything that is not a decimal
 * is returned as it came: a wrong figure on screen is worse than a visibly odd one.
 */
export function formatAmount(value: string | number): string {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  const m = text === null ? null : decimal.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return String(value);
  const [, sign, whole, fraction = ''] = m as unknown as [string, string, string, string | undefined];
  let digits = (whole.replace(/^0+/, '') || '0') + (fraction + '00').slice(0, 2);
  if ((fraction[2] ?? '0') >= '5') digits = increment(digits);
  const int = digits.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
  const cents = digits.slice(-2).padStart(2, '0');
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, ',');
  const zero = /^0+$/.test(int + cents);
  return `${sign === '-' && !zero ? '-' : ''}${grouped}.${cents}`;
}

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
