import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../server/config';

/*
 * Every colour a stylesheet draws comes from a token (var(--mq-*)), so a brand's theme reaches it
 * and tests/brandContrast.test.ts can hold it to contrast. Literals live in src/ui/tokens.css alone.
 */
const tokensFile = 'src/ui/tokens.css';
const allowedKeywords = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert', 'none']);

// CSS Color Module 4's named colours.
const namedColours = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon seagreen seashell sienna silver skyblue slateblue slategray
  slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen canvas canvastext linktext visitedtext activetext buttonface buttontext buttonborder field fieldtext
  highlight highlighttext selecteditem selecteditemtext mark marktext graytext accentcolor accentcolortext`.split(/\s+/),
);

const colourFunction = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hexColour = /#[0-9a-f]{3,8}\b/i;

/** Each declaration's value, with its line, comments and strings left out. */
function declarations(css: string): { line: number; property: string; value: string }[] {
  const blanked = css
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(['"])(?:\\.|(?!\1).)*\1/g, (s) => s.replace(/[^\n]/g, ' '));
  const out: { line: number; property: string; value: string }[] = [];
  for (const m of blanked.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)(?=[;}])/gi)) {
    // A selector's pseudo-class (a:hover) is followed by {, never ; or }, so it is not read as one.
    out.push({ line: blanked.slice(0, m.index).split('\n').length, property: m[1]!, value: m[2]! });
  }
  return out;
}

/** What in a value is a colour literal rather than a token or a keyword, or '' for nothing. */
function colourLiteralIn(value: string): string {
  const hex = hexColour.exec(value);
  if (hex) return hex[0];
  const fn = colourFunction.exec(value);
  if (fn) return `${fn[1]}(`;
  const words = value.replace(/var\([^)]*\)/g, ' ').match(/[a-z]+/gi) ?? [];
  return words.find((w) => namedColours.has(w.toLowerCase()) && !allowedKeywords.has(w.toLowerCase())) ?? '';
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => relative(projectRoot, join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith('src/generated/'));
}

const files = [...cssFiles(join(projectRoot, 'src')), ...cssFiles(join(projectRoot, 'renderers'))].sort();

describe('colours in stylesheets', () => {
  it('finds the stylesheets', () => {
    expect(files).toContain(tokensFile);
    expect(files).toContain('src/app/shell.css');
  });

  it.each(files.filter((f) => f !== tokensFile))('%s takes every colour from a token', (file) => {
    const found = declarations(readFileSync(join(projectRoot, file), 'utf8'))
      .map((d) => ({ ...d, literal: colourLiteralIn(d.value) }))
      .filter((d) => d.literal)
      .map((d) => `${file}:${d.line} ${d.property}: ${d.value.trim()} (${d.literal})`);
    expect(found, 'use a var(--mq-*) colour token; new colours go in src/ui/tokens.css or the brand theme').toEqual([]);
  });

  it.each([
    ['#fff', '#fff'],
    ['1px solid #16181d', '#16181d'],
    ['rgb(0 0 0 / 0.5)', 'rgb('],
    ['0 4px 12px rgba(0,0,0,.2)', 'rgba('],
    ['hsl(120 50% 50%)', 'hsl('],
    ['white', 'white'],
    ['2px solid Red', 'Red'],
    ['var(--mq-text)', ''],
    ['color-mix(in srgb, var(--mq-muted) 30%, transparent)', ''],
    ['1px solid currentColor', ''],
    ['inherit', ''],
    ['nowrap', ''],
    ['var(--mq-elevation-2)', ''],
  ])('reads %s as %s', (value, literal) => expect(colourLiteralIn(value)).toBe(literal));
});
