import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { motifSymbols, themeRoles, type SlotMotif, type ThemePalette, type ThemeRole } from '../../src/engine/slotTheme';
import { latinFont } from './fonts';
import { compactOutline } from './outlines';
import { drawings } from './themeDrawings';

/** The colours one symbol is drawn in: its role's, and the theme's gold, white and ink. */
export interface SymbolColours {
  main: string;
  gold: string;
  light: string;
  ink: string;
}

const fixed: Record<string, string> = {
  'glyph-danger': '#d6334a',
  'glyph-success': '#2f9a55',
  'stroke-danger': '#d6334a',
  'stroke-warning': '#f0a01e',
  'stroke-success': '#2f9a55',
  'stroke-info': '#2f8ef0',
};
const ranks: Record<string, string> = { ace: 'A', king: 'K', queen: 'Q', jack: 'J' };

/**
 * A drawing's parts with their classes turned into inline fills (a sprite's symbol is cloned into
 * the page by <use>, where the sprite's own style sheet would not reach it; a CSS variable the
 * page sets does, by inheritance).
 */
function coloured(markup: string, c: SymbolColours): string {
  const byClass: Record<string, string> = { 'glyph-main': c.main, 'glyph-gold': c.gold, 'glyph-light': c.light, 'glyph-ink': c.ink };
  return markup.replace(/<(\w+)([^>]*?)(\/?)>/g, (_, tag: string, attrs: string, close: string) => {
    const cls = /\sclass="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const stroked = /\sstroke="currentColor"/.test(attrs);
    let rest = attrs.replace(/\sclass="[^"]*"/, '').replace(/\sstroke="currentColor"/, '');
    const style: string[] = [];
    if (cls.startsWith('stroke-')) style.push(`stroke:${fixed[cls]}`);
    else if (cls === 'glyph-outline') style.push('fill:none', `stroke:${c.main}`, 'stroke-width:1.5');
    else if (stroked) style.push('fill:none', `stroke:${cls === 'glyph-ink' ? c.ink : cls === 'glyph-light' ? c.light : c.main}`);
    else if (cls && (byClass[cls] ?? fixed[cls])) style.push(`fill:${byClass[cls] ?? fixed[cls]}`);
    if (style.length) rest += ` style="${style.join(';')}"`;
    return `<${tag}${rest}${close}>`;
  });
}

/** One symbol's parts on the 64-unit grid, in its colours: a drawing of themeDrawings.tsx, or a card rank's letter. */
export function symbolParts(key: string, c: SymbolColours): string {
  const rank = ranks[key];
  if (rank) {
    const d = compactOutline(latinFont(800), rank, 32, 52, 54, 'middle');
    return `<path d="${d}" style="fill:${c.main};stroke:${c.gold};stroke-width:2.5;paint-order:stroke"/>`;
  }
  const drawing = drawings[key];
  if (!drawing) throw new Error(`no drawing for the theme symbol ${key}`);
  return coloured(renderToStaticMarkup(createElement(Fragment, null, drawing.shape)), c);
}

/** The colours of a role as the game page sets them: CSS variables, with the drawing's own fallback. */
const cssColours = (role: ThemeRole): SymbolColours => ({ main: `var(--sym-${role})`, gold: 'var(--sym-gold)', light: 'var(--sym-light)', ink: 'var(--sym-ink)' });

/**
 * A motif's sprite: a <symbol> a role, its id the role, coloured by the CSS variables the game page
 * sets from the vendor's palette (--sym-<role>, --sym-gold, --sym-light, --sym-ink).
 */
export function themeSpriteSvg(motif: SlotMotif): string {
  const symbols = themeRoles.map((role) => `<symbol id="${role}" viewBox="0 0 64 64">${symbolParts(motifSymbols[motif][role], cssColours(role))}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** A role's symbol in a theme's palette, placed in a box of `size` at (x, y): how a tile draws its reels. */
export function themedSymbol(motif: SlotMotif, role: ThemeRole, palette: ThemePalette, x: number, y: number, size: number): string {
  const c = { main: palette.roles[role], gold: palette.gold, light: palette.light, ink: palette.ink };
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 64 64" overflow="visible">${symbolParts(motifSymbols[motif][role], c)}</svg>`;
}
