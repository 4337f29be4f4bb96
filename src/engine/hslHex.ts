/** A colour given by hue (degrees, any turn), saturation and lightness (0 to 1), as `#rrggbb`: the CSS Color 4 conversion. */
export function hslHex(h: number, s: number, l: number): `#${string}` {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
