import type { Font, Path } from 'opentype.js';

// The commands opentype.js 0.7 keeps on a Path (its own toPathData writes them absolute).
type Command = { type: 'M' | 'L' | 'Q' | 'C' | 'Z'; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
type Point = [number, number];
type Segment = { type: 'M' | 'L' | 'Q' | 'C' | 'Z'; pts: Point[] };

// Points are kept in tenths of a unit: on a 240-unit tile that is finer than any screen shows.
const tenths = (v: number) => Math.round(v * 10);
const num = (t: number) => (t / 10).toString().replace(/^(-?)0\./, '$1.');

/** How far p lies from the segment from a to b, in tenths. */
function offSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / squared));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/**
 * The font's outline rounded to tenths, with what the rounding makes redundant taken out: a curve
 * that bends less than a tenth is a line, and a run of lines that stays within a tenth of one
 * straight line is that line.
 */
function segments(path: Path): Segment[] {
  const out: Segment[] = [];
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  // The points the last straight run passed through, to check a longer run against.
  let run: Point[] = [];
  for (const c of (path as Path & { commands: Command[] }).commands) {
    if (c.type === 'Z') {
      out.push({ type: 'Z', pts: [] });
      [pen, run] = [start, []];
      continue;
    }
    const end: Point = [tenths(c.x!), tenths(c.y!)];
    if (c.type === 'M') {
      out.push({ type: 'M', pts: [end] });
      [pen, start, run] = [end, end, []];
      continue;
    }
    const control: Point = [tenths(c.x1 ?? 0), tenths(c.y1 ?? 0)];
    // A quadratic strays from its chord by half its control point's distance.
    const straight = c.type === 'L' || (c.type === 'Q' && offSegment(control, pen, end) <= 2);
    if (!straight) {
      const pts: Point[] = c.type === 'Q' ? [control, end] : [control, [tenths(c.x2!), tenths(c.y2!)], end];
      out.push({ type: c.type, pts });
      [pen, run] = [end, []];
      continue;
    }
    if (end[0] === pen[0] && end[1] === pen[1]) continue;
    const last = out[out.length - 1]!;
    const from = run[0];
    if (last.type === 'L' && from && [...run.slice(1), pen].every((p) => offSegment(p, from, end) <= 1)) {
      last.pts = [end];
      run.push(pen);
    } else {
      out.push({ type: 'L', pts: [end] });
      run = [pen];
    }
    pen = end;
  }
  return out;
}

/**
 * Outline segments as SVG path data in relative commands, about a third of toPathData()'s bytes:
 * each step is taken between rounded points, so no error adds up along a glyph, and a curve whose
 * control point mirrors the last one's (the font's implied on-curve points) is written as `t`,
 * its end point alone. The first move is absolute, so the data can follow any other path's.
 */
function pathData(segs: Segment[]): string {
  let out = '';
  let last = '';
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  // The control point the last curve was drawn with, as a reader of the data will compute it.
  let control: Point | null = null;
  const emit = (letter: string, values: number[]) => {
    let body = '';
    for (const v of values) {
      const s = num(v);
      // A separator only where the next number would otherwise run into the last one.
      const glued = body === '' || s.startsWith('-') || (s.startsWith('.') && /\.\d*$/.test(body));
      body += glued ? s : ` ${s}`;
    }
    if (letter === last && letter !== 'z') {
      const glued = body.startsWith('-') || (body.startsWith('.') && /\.\d*$/.test(out));
      out += glued ? body : ` ${body}`;
    } else out += letter + body;
    last = letter;
  };
  for (const { type, pts } of segs) {
    const mirrored: Point | null = control ? [2 * pen[0] - control[0], 2 * pen[1] - control[1]] : null;
    control = null;
    if (type === 'Z') {
      emit('z', []);
      pen = start;
      continue;
    }
    const end = pts[pts.length - 1]!;
    const rel = (p: Point) => [p[0] - pen[0], p[1] - pen[1]];
    if (type === 'M') {
      if (out === '') out = `M${num(end[0])}${end[1] < 0 ? '' : ' '}${num(end[1])}`;
      else emit('m', rel(end));
      start = end;
      // A second number pair after m would read as a line: the next m keeps its own letter.
      last = '';
    } else if (type === 'L') {
      if (end[1] === pen[1]) emit('h', [end[0] - pen[0]]);
      else if (end[0] === pen[0]) emit('v', [end[1] - pen[1]]);
      else emit('l', rel(end));
    } else if (type === 'Q') {
      const c = pts[0]!;
      if (mirrored && Math.abs(mirrored[0] - c[0]) <= 1 && Math.abs(mirrored[1] - c[1]) <= 1) {
        emit('t', rel(end));
        control = mirrored;
      } else {
        emit('q', [...rel(c), ...rel(end)]);
        control = c;
      }
    } else emit('c', pts.flatMap(rel));
    pen = end;
  }
  return out;
}

/** A line of text as compact SVG path data; `anchor` places `x` at the start or the middle of the line. */
export function compactOutline(font: Font, text: string, x: number, baseline: number, size: number, anchor: 'start' | 'middle' = 'start'): string {
  const left = anchor === 'middle' ? x - font.getAdvanceWidth(text, size, { kerning: true }) / 2 : x;
  return pathData(segments(font.getPath(text, left, baseline, size, { kerning: true })));
}

type Glyph = { index: number; getPath(x: number, y: number, size: number): Path };
type GlyphWalker = { forEachGlyph(text: string, x: number, y: number, size: number, options: object, each: (glyph: Glyph, x: number, y: number) => void): number };

/**
 * Lines of text, each centred on `x`, as outlines in one colour. A glyph the lines use more than
 * once is drawn once, in <defs> under `${id}<n>`, and placed by <use>: a name's letters repeat,
 * and a letter's outline is some two hundred bytes where a <use> is thirty.
 */
export function centredText(font: Font, lines: ReadonlyArray<{ text: string; baseline: number }>, x: number, size: number, fill: string, id: string): string {
  const placed: Array<{ glyph: Glyph; x: number; y: number }> = [];
  for (const { text, baseline } of lines) {
    const left = x - font.getAdvanceWidth(text, size, { kerning: true }) / 2;
    (font as Font & GlyphWalker).forEachGlyph(text, left, baseline, size, { kerning: true }, (glyph, gx, gy) => {
      placed.push({ glyph, x: tenths(gx) / 10, y: tenths(gy) / 10 });
    });
  }
  const uses = new Map<number, number>();
  for (const { glyph } of placed) uses.set(glyph.index, (uses.get(glyph.index) ?? 0) + 1);
  const ids = new Map<number, string>();
  let defs = '';
  let once = '';
  let placedUses = '';
  for (const { glyph, x: gx, y: gy } of placed) {
    const count = uses.get(glyph.index)!;
    if (count === 1) {
      once += pathData(segments(glyph.getPath(gx, gy, size)));
      continue;
    }
    let ref = ids.get(glyph.index);
    if (!ref) {
      const d = pathData(segments(glyph.getPath(0, 0, size)));
      // A space has no outline: nothing to define or place.
      if (!d) continue;
      ref = `${id}${ids.size}`;
      ids.set(glyph.index, ref);
      defs += `<path id="${ref}" d="${d}"/>`;
    }
    placedUses += `<use href="#${ref}" x="${gx}" y="${gy}"/>`;
  }
  return `${defs ? `<defs>${defs}</defs>` : ''}<g fill="${fill}">${once ? `<path d="${once}"/>` : ''}${placedUses}</g>`;
}
