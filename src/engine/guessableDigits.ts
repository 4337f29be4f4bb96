/**
 * Whether a code of digits is one a stranger tries first (a payment password): every digit the
 * same (111111), a run up or down the keypad (123456, 654321, 890123, wrapping past 9 or 0), or a
 * short group said again (121212, 123123). Pure, so the server refuses and the tests prove the same
 * rule; anything that is not all digits is left to the field's own check.
 */
export function isGuessableDigits(code: string): boolean {
  if (!/^[0-9]{2,}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const step = (digits[1]! - digits[0]! + 10) % 10;
  // A step of 0 is a repeat of one digit; 1 and 9 (that is, -1) are runs up and down.
  if ([0, 1, 9].includes(step) && digits.every((d, i) => i === 0 || (d - digits[i - 1]! + 10) % 10 === step)) return true;
  for (let size = 2; size <= Math.floor(code.length / 2); size++) {
    if (code.length % size === 0 && code === code.slice(0, size).repeat(code.length / size)) return true;
  }
  return false;
}
