/**
 * Line icons on a 24-unit grid, drawn with `currentColor` so a page's theme colours them. The game
 * categories of the navigation come first; the rest picture the banner groups that are not
 * categories. Each is the inside of an <svg viewBox="0 0 24 24">.
 */
export const glyphs = {
  LIVE: '<rect x="3" y="5" width="11" height="15" rx="2"/><path d="M10 4.5 17.8 3a2 2 0 0 1 2.3 1.6l2 10.5a2 2 0 0 1-1.6 2.3L17 18"/><path d="M8.5 9.5c-1.4 1.2-2.5 2.2-2.5 3.3a1.5 1.5 0 0 0 2.5 1.1 1.5 1.5 0 0 0 2.5-1.1c0-1.1-1.1-2.1-2.5-3.3z"/>',
  SPORTS: '<circle cx="12" cy="12" r="9"/><path d="m12 7.5 4.3 3.1-1.6 5h-5.4l-1.6-5z"/><path d="M12 3v4.5M16.3 10.6l4.2-1.4M14.7 15.6l2.6 3.6M9.3 15.6l-2.6 3.6M7.7 10.6 3.5 9.2"/>',
  ESPORTS: '<path d="M7 7h10a5 5 0 0 1 4.9 6l-.7 3.6a2.4 2.4 0 0 1-4.1 1.1L14.5 15h-5l-2.6 2.7a2.4 2.4 0 0 1-4.1-1.1L2.1 13A5 5 0 0 1 7 7z"/><path d="M7.5 10v4M5.5 12h4"/><circle cx="15.5" cy="11" r=".9"/><circle cx="17.5" cy="13" r=".9"/>',
  RNG: '<rect x="2.5" y="5" width="16" height="15" rx="2.5"/><path d="M6 9.5h2.5L7 14.5M10 9.5h2.5L11 14.5M14 9.5h2.5L15 14.5"/><path d="M18.5 9h1.5a1.5 1.5 0 0 0 1.5-1.5V5"/><circle cx="21.5" cy="4" r="1.2"/>',
  FISH: '<path d="M2.5 12c3-4.5 7-6 10.5-6 4 0 7 3 8.5 6-1.5 3-4.5 6-8.5 6-3.5 0-7.5-1.5-10.5-6z"/><path d="M2.5 12 1 8.5M2.5 12 1 15.5"/><circle cx="16.5" cy="10.5" r="1"/><path d="M11 8.5c1 2 1 5 0 7"/>',
  PVP: '<path d="M12 3c-2.5 3-7 5.5-7 9.5a3.5 3.5 0 0 0 6 2.4L10 19h4l-1-4.1a3.5 3.5 0 0 0 6-2.4c0-4-4.5-6.5-7-9.5z"/><path d="M8 21h8"/>',
  COCKFIGHT: '<path d="M9 4.5c.6-1.3 2.2-1.6 3-.6.9-.8 2.4-.4 2.6.9"/><path d="M10 6.5c-2 .3-3 1.8-3 3.3L4.5 11l2.7.6c.3 3.4 2.6 6.4 6.3 6.4 3.4 0 6-2.4 6-6.5 0-2.5-1.1-4.4-2.6-5.6"/><path d="M17 7.5c1.5-1.7 3.3-2 4.5-1.5-.6 1.1-1 2.6-1 4"/><path d="M11 18v3M15 18v3M9.5 21h3M13.5 21h3"/><circle cx="10" cy="9" r=".8"/>',
  ELOTT: '<path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6z"/><path d="M15 5v14" stroke-dasharray="1.6 1.8"/><path d="M7 10h5M7 14h3"/>',
  LOTT: '<circle cx="8" cy="14.5" r="5"/><circle cx="16.5" cy="9.5" r="5"/><path d="M7.2 12.8h1.6l-1.2 3.6M15.6 7.8h1.3c.9 0 1 1.4 0 1.7-.9.3-1.3 1-1.3 1.9h2.3"/>',
  HOME: '<path d="m3 11 9-7 9 7"/><path d="M5.5 9.5V20h13V9.5"/><path d="M10 20v-5.5h4V20"/>',
  PROMOTIONS: '<rect x="3" y="8.5" width="18" height="4.5" rx="1"/><path d="M4.5 13v7.5h15V13M12 8.5v12"/><path d="M12 8.5C10.5 5 7 4 6.5 6s3 2.5 5.5 2.5c2.5 0 6-.5 5.5-2.5S13.5 5 12 8.5z"/>',
  SHOP: '<path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z"/><path d="M9 10.5V7a3 3 0 0 1 6 0v3.5"/>',
  HELP: '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-5 4.5V16h.5A2.5 2.5 0 0 1 4 13.5z"/><path d="M9.8 7.6A2.3 2.3 0 0 1 14.3 8c0 1.5-2.3 1.8-2.3 3.2"/><circle cx="12" cy="13.4" r=".6"/>',
  DOWN: '<rect x="6" y="2.5" width="12" height="19" rx="2.5"/><path d="M12 7v7M9 11.5l3 3 3-3M10.5 18.5h3"/>',
  DEPOSIT: '<rect x="2.5" y="6" width="19" height="13" rx="2.5"/><path d="M2.5 10h19"/><path d="M15.5 15h3"/><path d="M12 2.5v5M9.8 5.3 12 7.5l2.2-2.2"/>',
} as const;

export type GlyphName = keyof typeof glyphs;

/** The categories the navigation names (config/layout.default.json), each with its file. */
export const categoryGlyphs = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const satisfies readonly GlyphName[];

/** One icon as a file: it takes the colour of the text around it. */
export function iconSvg(name: GlyphName, strokeWidth = 1.75): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${glyphs[name]}</svg>\n`;
}
