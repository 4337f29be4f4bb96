import { unitHash } from './palette';

/**
 * A simple geometric emblem, chosen and turned by the vendor's code: it is the vendor's own mark
 * next to its name, with no likeness to anyone's real logo. Drawn in a box of side `s` at (x, y).
 */
export function emblem(code: string, x: number, y: number, s: number, mark: string, ink: string): string {
  const c = (v: number) => Math.round(v * 100) / 100;
  const [cx, cy, r] = [c(x + s / 2), c(y + s / 2), s / 2];
  const shape = Math.floor(unitHash(code, 'emblem') * shapes.length);
  const turn = Math.floor(unitHash(code, 'turn') * 4) * 90;
  return `<g transform="rotate(${turn} ${cx} ${cy})">${shapes[shape]!(cx, cy, r, mark, ink, c)}</g>`;
}

type Shape = (cx: number, cy: number, r: number, mark: string, ink: string, c: (v: number) => number) => string;

const shapes: Shape[] = [
  // A ring with a dot off centre.
  (cx, cy, r, mark, ink, c) => `<circle cx="${cx}" cy="${cy}" r="${c(r * 0.78)}" fill="none" stroke="${mark}" stroke-width="${c(r * 0.32)}"/><circle cx="${c(cx + r * 0.78)}" cy="${c(cy - r * 0.78)}" r="${c(r * 0.22)}" fill="${ink}"/>`,
  // A diamond holding a smaller one.
  (cx, cy, r, mark, ink, c) =>
    `<path d="M${cx} ${c(cy - r)}L${c(cx + r)} ${cy}L${cx} ${c(cy + r)}L${c(cx - r)} ${cy}Z" fill="${mark}"/><path d="M${cx} ${c(cy - r * 0.42)}L${c(cx + r * 0.42)} ${cy}L${cx} ${c(cy + r * 0.42)}L${c(cx - r * 0.42)} ${cy}Z" fill="${ink}"/>`,
  // Three rising bars.
  (cx, cy, r, mark, ink, c) =>
    [0, 1, 2]
      .map((i) => {
        const h = r * (0.9 + i * 0.55);
        return `<rect x="${c(cx - r + i * r * 0.72)}" y="${c(cy + r - h)}" width="${c(r * 0.52)}" height="${c(h)}" rx="${c(r * 0.12)}" fill="${i === 2 ? ink : mark}"/>`;
      })
      .join(''),
  // A hexagon with a notch of light.
  (cx, cy, r, mark, ink, c) => {
    const pts = [0, 1, 2, 3, 4, 5].map((i) => `${c(cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6))} ${c(cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6))}`);
    return `<path d="M${pts.join('L')}Z" fill="${mark}"/><circle cx="${cx}" cy="${cy}" r="${c(r * 0.36)}" fill="${ink}"/>`;
  },
  // Two overlapping discs.
  (cx, cy, r, mark, ink, c) =>
    `<circle cx="${c(cx - r * 0.36)}" cy="${cy}" r="${c(r * 0.62)}" fill="${mark}"/><circle cx="${c(cx + r * 0.36)}" cy="${cy}" r="${c(r * 0.62)}" fill="none" stroke="${ink}" stroke-width="${c(r * 0.2)}"/>`,
  // A triangle over a bar.
  (cx, cy, r, mark, ink, c) =>
    `<path d="M${cx} ${c(cy - r)}L${c(cx + r)} ${c(cy + r * 0.55)}L${c(cx - r)} ${c(cy + r * 0.55)}Z" fill="${mark}"/><rect x="${c(cx - r)}" y="${c(cy + r * 0.72)}" width="${c(2 * r)}" height="${c(r * 0.28)}" rx="${c(r * 0.1)}" fill="${ink}"/>`,
  // Four petals.
  (cx, cy, r, mark, ink, c) =>
    [0, 1, 2, 3]
      .map((i) => {
        const [dx, dy] = [i % 2 ? 1 : -1, i < 2 ? -1 : 1];
        return `<circle cx="${c(cx + (dx * r) / 2)}" cy="${c(cy + (dy * r) / 2)}" r="${c(r * 0.46)}" fill="${i === 1 ? ink : mark}"/>`;
      })
      .join(''),
  // A square on its corner, cut by a stripe.
  (cx, cy, r, mark, ink, c) =>
    `<rect x="${c(cx - r * 0.7)}" y="${c(cy - r * 0.7)}" width="${c(r * 1.4)}" height="${c(r * 1.4)}" rx="${c(r * 0.18)}" fill="${mark}" transform="rotate(45 ${cx} ${cy})"/><rect x="${c(cx - r)}" y="${c(cy - r * 0.11)}" width="${c(2 * r)}" height="${c(r * 0.22)}" fill="${ink}"/>`,
];
