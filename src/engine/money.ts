// Money on the wire is a decimal string with two places ("1250.00"); in storage it is integer minor
// units. These two are the only way between them, so no amount passes through a float.

const decimal = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "1250.5" → 125050n; null for anything that is not an amount with at most two decimals. */
export function toMinorUnits(text: string): bigint | null {
  const m = decimal.exec(text.trim());
  if (!m) return null;
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** 125050n or "125050" → "1250.50". */
export function fromMinorUnits(minor: bigint | string): string {
  const n = BigInt(minor);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
