import type { ReactNode } from 'react';

/*
 * The slots' symbols, drawn here as simple shapes on a 64 × 64 grid: no pictures to fetch, and every
 * colour a theme token (play.css: .glyph-main takes the symbol's tone, .glyph-gold the brand's
 * accent, .glyph-light the surface, .glyph-ink the text colour), so a symbol follows the brand and
 * its light or dark mode. A symbol id no drawing knows gets a jewel, so a new paytable still plays.
 */

type Tone = 'primary' | 'accent' | 'danger' | 'success' | 'info' | 'warning';

interface Drawing {
  tone: Tone;
  shape: ReactNode;
}

const petals = (count: number, rx: number, ry: number, cy: number, cls = 'glyph-main') =>
  Array.from({ length: count }, (_, i) => <ellipse key={i} className={cls} cx="32" cy={cy} rx={rx} ry={ry} transform={`rotate(${(360 / count) * i} 32 32)`} />);

const drawings: Record<string, Drawing> = {
  lotus: {
    tone: 'danger',
    shape: (
      <>
        <path className="glyph-main" d="M32 10c7 8 9 17 0 30-9-13-7-22 0-30Z" />
        <path className="glyph-main" opacity=".8" d="M12 24c10 1 17 7 20 16-11 1-19-5-20-16Zm40 0c-10 1-17 7-20 16 11 1 19-5 20-16Z" />
        <path className="glyph-gold" d="M10 42c8 6 36 6 44 0-3 9-12 13-22 13S13 51 10 42Z" />
      </>
    ),
  },
  diya: {
    tone: 'warning',
    shape: (
      <>
        <path className="glyph-gold" d="M32 8c6 8 8 14 4 20a5 5 0 0 1-8 0c-4-6-2-12 4-20Z" />
        <path className="glyph-light" d="M32 16c2 4 3 7 1 10h-2c-2-3-1-6 1-10Z" />
        <path className="glyph-main" d="M8 34h48c-2 12-12 19-24 19S10 46 8 34Z" />
        <path className="glyph-ink" opacity=".25" d="M16 40h32c-3 5-9 8-16 8s-13-3-16-8Z" />
      </>
    ),
  },
  peacock: {
    tone: 'info',
    shape: (
      <>
        {[-60, -30, 0, 30, 60].map((a) => (
          <g key={a} transform={`rotate(${a} 32 44)`}>
            <path className="glyph-main" opacity=".55" d="M32 44 29 14h6Z" />
            <circle className="glyph-main" cx="32" cy="14" r="6" />
            <circle className="glyph-gold" cx="32" cy="14" r="2.5" />
          </g>
        ))}
        <path className="glyph-ink" d="M28 56c0-10 1-16 4-20 3 4 4 10 4 20Z" />
        <circle className="glyph-ink" cx="32" cy="33" r="3.5" />
      </>
    ),
  },
  elephant: {
    tone: 'primary',
    shape: (
      <>
        <path className="glyph-main" opacity=".7" d="M12 18c-6 6-6 20 2 24l8-4V16c-4-1-7 0-10 2Zm40 0c6 6 6 20-2 24l-8-4V16c4-1 7 0 10 2Z" />
        <path className="glyph-main" d="M20 16c4-5 20-5 24 0 3 5 3 15-2 21-2 3-4 6-4 10 0 4 1 7 4 9h-6c-3-2-4-6-4-10s-2-6-4-8c-6-6-11-15-8-22Z" />
        <circle className="glyph-light" cx="26" cy="26" r="2.5" />
        <circle className="glyph-light" cx="38" cy="26" r="2.5" />
        <path className="glyph-gold" d="M24 10h16l-8 6Z" />
      </>
    ),
  },
  boat: {
    tone: 'warning',
    shape: (
      <>
        <path className="glyph-ink" d="M31 8h3v34h-3Z" />
        <path className="glyph-main" d="M34 10c10 6 15 16 14 28H34Z" />
        <path className="glyph-gold" d="M31 14c-8 5-13 14-13 24h13Z" />
        <path className="glyph-main" d="M6 44h52c-4 8-12 12-26 12S10 52 6 44Z" />
      </>
    ),
  },
  conch: {
    tone: 'accent',
    shape: (
      <>
        <path className="glyph-main" d="M14 40c-4-14 6-30 22-30 10 0 18 8 18 18 0 16-16 26-30 26-5 0-8-6-10-14Z" />
        <path className="glyph-light" opacity=".7" d="M36 18c6 0 10 4 10 10s-5 11-11 11-9-4-9-8 3-7 7-7 5 2 5 4" fill="none" strokeWidth="3" stroke="currentColor" />
        <path className="glyph-ink" opacity=".3" d="M10 46 4 52l10 2Z" />
      </>
    ),
  },
  marigold: {
    tone: 'warning',
    shape: (
      <>
        {petals(12, 6, 12, 16)}
        {petals(8, 5, 9, 22, 'glyph-gold')}
        <circle className="glyph-ink" opacity=".35" cx="32" cy="32" r="7" />
      </>
    ),
  },
  jasmine: {
    tone: 'success',
    shape: (
      <>
        <path className="glyph-main" d="M32 44c-6 4-10 10-10 16h4c0-5 3-9 6-12Z" />
        {petals(5, 7, 12, 18, 'glyph-light')}
        <g className="glyph-edge">{petals(5, 7, 12, 18, 'glyph-outline')}</g>
        <circle className="glyph-gold" cx="32" cy="32" r="5" />
      </>
    ),
  },
  cloud: {
    tone: 'info',
    shape: (
      <>
        <path className="glyph-main" d="M18 46a10 10 0 0 1-1-20 14 14 0 0 1 27-4 11 11 0 0 1 5 24Z" />
        <path className="glyph-gold" d="m30 46-6 12 10-8-2 10 8-14Z" />
      </>
    ),
  },
  rainbow: {
    tone: 'info',
    shape: (
      <g fill="none" strokeWidth="5" strokeLinecap="round">
        <path className="stroke-danger" d="M8 50a24 24 0 0 1 48 0" />
        <path className="stroke-warning" d="M14 50a18 18 0 0 1 36 0" />
        <path className="stroke-success" d="M20 50a12 12 0 0 1 24 0" />
        <path className="stroke-info" d="M26 50a6 6 0 0 1 12 0" />
      </g>
    ),
  },
  hilsa: {
    tone: 'info',
    shape: (
      <>
        <path className="glyph-main" d="M6 32c8-12 26-16 40-6l10-8v28l-10-8C32 48 14 44 6 32Z" />
        <path className="glyph-light" opacity=".5" d="M14 32c8-6 20-8 30-3-10 5-22 7-30 3Z" />
        <circle className="glyph-ink" cx="15" cy="30" r="2.2" />
      </>
    ),
  },
  frog: {
    tone: 'success',
    shape: (
      <>
        <path className="glyph-main" d="M10 40c0-12 10-18 22-18s22 6 22 18-10 16-22 16-22-4-22-16Z" />
        <circle className="glyph-main" cx="20" cy="20" r="9" />
        <circle className="glyph-main" cx="44" cy="20" r="9" />
        <circle className="glyph-light" cx="20" cy="20" r="5" />
        <circle className="glyph-light" cx="44" cy="20" r="5" />
        <circle className="glyph-ink" cx="21" cy="21" r="2.5" />
        <circle className="glyph-ink" cx="43" cy="21" r="2.5" />
        <path className="glyph-ink" opacity=".5" d="M22 42c6 5 14 5 20 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  'paper-boat': {
    tone: 'primary',
    shape: (
      <>
        <path className="glyph-light" d="M32 10 20 40h24Z" />
        <path className="glyph-main" opacity=".75" d="M32 10v30h12Z" />
        <path className="glyph-main" d="M4 40h56l-10 14H14Z" />
        <path className="glyph-gold" opacity=".6" d="M2 58c6-3 10-3 15 0s10 3 15 0 10-3 15 0 10 3 15 0v2H2Z" />
      </>
    ),
  },
  kadam: {
    tone: 'warning',
    shape: (
      <>
        <circle className="glyph-main" cx="32" cy="32" r="20" />
        {Array.from({ length: 16 }, (_, i) => (
          <circle key={i} className="glyph-gold" cx={32 + 20 * Math.cos((i * Math.PI) / 8)} cy={32 + 20 * Math.sin((i * Math.PI) / 8)} r="3.2" />
        ))}
        <circle className="glyph-light" opacity=".35" cx="26" cy="26" r="6" />
      </>
    ),
  },
  umbrella: {
    tone: 'danger',
    shape: (
      <>
        <path className="glyph-main" d="M6 32a26 24 0 0 1 52 0c-3-3-7-3-9 0-3-3-7-3-9 0-3-3-6-3-8 0-3-3-6-3-9 0-3-3-6-3-9 0-2-3-6-3-8 0Z" />
        <path className="glyph-ink" d="M31 30h3v20a6 6 0 0 1-12 0h3a3 3 0 0 0 6 0Z" />
        <path className="glyph-gold" d="M31 6h3v4h-3Z" />
      </>
    ),
  },
  tea: {
    tone: 'accent',
    shape: (
      <>
        <path className="glyph-main" d="M12 26h34v12c0 9-7 16-17 16S12 47 12 38Z" />
        <path className="glyph-main" d="M46 30h4a7 7 0 0 1 0 14h-5v-4h5a3 3 0 0 0 0-6h-4Z" />
        <path className="glyph-ink" opacity=".3" d="M8 56h42v3H8Z" />
        <path className="glyph-gold" d="M22 8c-4 4 4 8 0 12h3c4-4-4-8 0-12Zm9 0c-4 4 4 8 0 12h3c4-4-4-8 0-12Z" />
      </>
    ),
  },
  tiger: {
    tone: 'warning',
    shape: (
      <>
        <circle className="glyph-main" cx="16" cy="14" r="7" />
        <circle className="glyph-main" cx="48" cy="14" r="7" />
        <path className="glyph-main" d="M32 10c14 0 22 10 22 22 0 14-10 24-22 24S10 46 10 32c0-12 8-22 22-22Z" />
        <path className="glyph-ink" d="M32 10v9m-8-8 3 8m13-8-3 8M10 30h8m28 0h8M12 40h7m26 0h7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path className="glyph-light" d="M22 40c0-5 4-8 10-8s10 3 10 8-4 10-10 10-10-5-10-10Z" />
        <circle className="glyph-ink" cx="24" cy="28" r="2.8" />
        <circle className="glyph-ink" cx="40" cy="28" r="2.8" />
        <path className="glyph-ink" d="M29 38h6l-3 4Z" />
      </>
    ),
  },
  crown: {
    tone: 'accent',
    shape: (
      <>
        <path className="glyph-main" d="m8 20 12 12 12-18 12 18 12-12-4 30H12Z" />
        <path className="glyph-ink" opacity=".3" d="M12 50h40v6H12Z" />
        <circle className="glyph-light" cx="32" cy="38" r="4" />
        <circle className="glyph-danger" cx="20" cy="42" r="3" />
        <circle className="glyph-danger" cx="44" cy="42" r="3" />
      </>
    ),
  },
  dhol: {
    tone: 'danger',
    shape: (
      <>
        <ellipse className="glyph-main" cx="32" cy="32" rx="24" ry="16" />
        <ellipse className="glyph-light" cx="10" cy="32" rx="4" ry="14" />
        <ellipse className="glyph-light" cx="54" cy="32" rx="4" ry="14" />
        <path className="glyph-gold" d="m12 20 10 24h3L15 20Zm14 0 8 24h3l-8-24Zm14 0 8 24h3l-8-24Z" />
      </>
    ),
  },
  bell: {
    tone: 'accent',
    shape: (
      <>
        <path className="glyph-main" d="M32 8c10 0 16 8 16 20v10l6 8H10l6-8V28c0-12 6-20 16-20Z" />
        <circle className="glyph-gold" cx="32" cy="51" r="5" />
        <path className="glyph-light" opacity=".45" d="M24 20c2-4 5-6 8-6v24h-8Z" />
      </>
    ),
  },
  mango: {
    tone: 'warning',
    shape: (
      <>
        <path className="glyph-main" d="M36 14c12 2 20 14 16 28-4 12-18 18-30 12S8 34 16 22c4-6 12-9 20-8Z" />
        <path className="glyph-success" d="M36 14c2-6 8-9 16-8-2 7-8 10-16 8Z" />
        <path className="glyph-light" opacity=".4" d="M20 26c3-5 8-7 12-6-5 3-8 8-9 14-3-2-4-5-3-8Z" />
      </>
    ),
  },
};

const jewel: Drawing = {
  tone: 'primary',
  shape: (
    <>
      <path className="glyph-main" d="M18 12h28l10 14-24 28L8 26Z" />
      <path className="glyph-light" opacity=".45" d="M18 12h28l-14 14Z" />
    </>
  ),
};

export const symbolTone = (id: string): Tone => (drawings[id] ?? jewel).tone;

/** A symbol's drawing; decorative (the cell around it names the symbol). */
export function SymbolGlyph({ id }: { id: string }) {
  const d = drawings[id] ?? jewel;
  return (
    <svg className="glyph" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {d.shape}
    </svg>
  );
}
