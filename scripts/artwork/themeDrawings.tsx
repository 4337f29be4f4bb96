import type { ReactNode } from 'react';

/*
 * The slot themes' symbols (decision 0305), simple shapes on a 64 × 64 grid drawn by the artwork
 * script into each motif's sprite (themeSprites.ts). Each part names its colour by class, which the
 * script turns into a fill: .glyph-main the colour the theme gives the symbol's role, .glyph-gold
 * its gold, .glyph-light white, .glyph-ink its ink. The card ranks are letters, drawn there.
 */

interface Drawing {
  shape: ReactNode;
}

const petals = (count: number, rx: number, ry: number, cy: number, cls = 'glyph-main') =>
  Array.from({ length: count }, (_, i) => <ellipse key={i} className={cls} cx="32" cy={cy} rx={rx} ry={ry} transform={`rotate(${(360 / count) * i} 32 32)`} />);

export const drawings: Record<string, Drawing> = {
  lotus: {
    shape: (
      <>
        <path className="glyph-main" d="M32 10c7 8 9 17 0 30-9-13-7-22 0-30Z" />
        <path className="glyph-main" opacity=".8" d="M12 24c10 1 17 7 20 16-11 1-19-5-20-16Zm40 0c-10 1-17 7-20 16 11 1 19-5 20-16Z" />
        <path className="glyph-gold" d="M10 42c8 6 36 6 44 0-3 9-12 13-22 13S13 51 10 42Z" />
      </>
    ),
  },
  diya: {
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
    shape: (
      <>
        <path className="glyph-main" d="M14 40c-4-14 6-30 22-30 10 0 18 8 18 18 0 16-16 26-30 26-5 0-8-6-10-14Z" />
        <path className="glyph-light" opacity=".7" d="M36 18c6 0 10 4 10 10s-5 11-11 11-9-4-9-8 3-7 7-7 5 2 5 4" fill="none" strokeWidth="3" stroke="currentColor" />
        <path className="glyph-ink" opacity=".3" d="M10 46 4 52l10 2Z" />
      </>
    ),
  },
  marigold: {
    shape: (
      <>
        {petals(12, 6, 12, 16)}
        {petals(8, 5, 9, 22, 'glyph-gold')}
        <circle className="glyph-ink" opacity=".35" cx="32" cy="32" r="7" />
      </>
    ),
  },
  jasmine: {
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
    shape: (
      <>
        <path className="glyph-main" d="M18 46a10 10 0 0 1-1-20 14 14 0 0 1 27-4 11 11 0 0 1 5 24Z" />
        <path className="glyph-gold" d="m30 46-6 12 10-8-2 10 8-14Z" />
      </>
    ),
  },
  rainbow: {
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
    shape: (
      <>
        <path className="glyph-main" d="M6 32c8-12 26-16 40-6l10-8v28l-10-8C32 48 14 44 6 32Z" />
        <path className="glyph-light" opacity=".5" d="M14 32c8-6 20-8 30-3-10 5-22 7-30 3Z" />
        <circle className="glyph-ink" cx="15" cy="30" r="2.2" />
      </>
    ),
  },
  frog: {
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
    shape: (
      <>
        <path className="glyph-main" d="M6 32a26 24 0 0 1 52 0c-3-3-7-3-9 0-3-3-7-3-9 0-3-3-6-3-8 0-3-3-6-3-9 0-3-3-6-3-9 0-2-3-6-3-8 0Z" />
        <path className="glyph-ink" d="M31 30h3v20a6 6 0 0 1-12 0h3a3 3 0 0 0 6 0Z" />
        <path className="glyph-gold" d="M31 6h3v4h-3Z" />
      </>
    ),
  },
  tea: {
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
    shape: (
      <>
        <path className="glyph-main" d="M32 8c10 0 16 8 16 20v10l6 8H10l6-8V28c0-12 6-20 16-20Z" />
        <circle className="glyph-gold" cx="32" cy="51" r="5" />
        <path className="glyph-light" opacity=".45" d="M24 20c2-4 5-6 8-6v24h-8Z" />
      </>
    ),
  },
  mango: {
    shape: (
      <>
        <path className="glyph-main" d="M36 14c12 2 20 14 16 28-4 12-18 18-30 12S8 34 16 22c4-6 12-9 20-8Z" />
        <path className="glyph-success" d="M36 14c2-6 8-9 16-8-2 7-8 10-16 8Z" />
        <path className="glyph-light" opacity=".4" d="M20 26c3-5 8-7 12-6-5 3-8 8-9 14-3-2-4-5-3-8Z" />
      </>
    ),
  },
  dragon: {
    shape: (
      <>
        <path className="glyph-main" d="M10 46c4-14 14-22 26-22 6 0 10-4 10-10l8 4-4 4c6 4 8 10 6 16-2 8-10 12-18 12H24c-4 0-6 2-6 6h-8c0-4 0-7 0-10Z" />
        <path className="glyph-gold" d="M46 14 40 4l12 6ZM36 24l-2-10 8 6Z" />
        <path className="glyph-light" opacity=".5" d="M20 44c4-8 10-12 18-12-4 4-6 8-6 14Z" />
        <circle className="glyph-light" cx="50" cy="26" r="3" />
        <circle className="glyph-ink" cx="50.6" cy="26" r="1.4" />
        <path className="glyph-gold" d="M12 40 4 34l2 10Zm44 10 6 4-8 2Z" />
      </>
    ),
  },
  moon: {
    shape: (
      <>
        <path className="glyph-main" d="M40 6a26 26 0 1 0 18 40A22 22 0 0 1 40 6Z" />
        <circle className="glyph-light" opacity=".35" cx="22" cy="36" r="4" />
        <circle className="glyph-light" opacity=".35" cx="30" cy="48" r="2.5" />
        <path className="glyph-gold" d="m50 12 2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" />
      </>
    ),
  },
  coin: {
    shape: (
      <>
        <circle className="glyph-gold" cx="32" cy="32" r="26" />
        <circle className="glyph-main" cx="32" cy="32" r="19" />
        <path className="glyph-gold" d="M26 24h12v4h-4v16h-4V28h-4Zm-4 10h20v3H22Z" />
        <path className="glyph-light" opacity=".45" d="M14 24a20 20 0 0 1 14-12l1 4a16 16 0 0 0-11 10Z" />
      </>
    ),
  },
  leaf: {
    shape: (
      <>
        <path className="glyph-main" d="M10 54C8 30 24 10 56 8c2 30-16 46-46 46Z" />
        <path className="glyph-light" opacity=".6" d="M12 52 50 14l1 1-38 38Z" />
        <path className="glyph-light" opacity=".4" d="m26 38-6-12 2-1 6 11Zm10-10-4-12 2-1 4 11Zm-4 14 12 4-1 2-12-4Z" />
      </>
    ),
  },
  kite: {
    shape: (
      <>
        <path className="glyph-main" d="M32 4 52 26 32 48 12 26Z" />
        <path className="glyph-gold" d="M32 4v44L12 26Z" opacity=".8" />
        <path className="glyph-light" opacity=".5" d="M12 26h40v2H12Z" />
        <path className="glyph-ink" d="M32 48c-2 4 2 6 0 10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path className="glyph-main" d="m28 54 4-2 4 2-4 2Zm-2 6 4-2 4 2-4 2Z" />
      </>
    ),
  },
  chest: {
    shape: (
      <>
        <path className="glyph-main" d="M8 30h48v24H8Z" />
        <path className="glyph-main" opacity=".8" d="M8 30c0-12 8-18 24-18s24 6 24 18Z" />
        <path className="glyph-gold" d="M8 28h48v5H8Zm20 0h8v14h-8ZM12 12h4v42h-4Zm36 0h4v42h-4Z" />
        <circle className="glyph-ink" cx="32" cy="37" r="2" />
        <path className="glyph-gold" d="M20 16c2-4 6-6 12-6s10 2 12 6Z" opacity=".7" />
      </>
    ),
  },
  palace: {
    shape: (
      <>
        <path className="glyph-main" d="M8 56V30h8v-4c0-4 4-8 4-8s4 4 4 8v4h16v-4c0-4 4-8 4-8s4 4 4 8v4h8v26Z" />
        <path className="glyph-gold" d="M22 30c0-10 4-16 10-20 6 4 10 10 10 20Z" />
        <path className="glyph-light" d="M27 56V44a5 5 0 0 1 10 0v12ZM12 36h4v8h-4Zm36 0h4v8h-4Z" />
        <path className="glyph-gold" d="M31 4h2v6h-2Z" />
      </>
    ),
  },
  temple: {
    shape: (
      <>
        <path className="glyph-main" d="M20 56V34c0-14 6-24 12-30 6 6 12 16 12 30v22Z" />
        <path className="glyph-main" opacity=".75" d="M8 56V40l8-6 4 4v18Zm48 0V40l-8-6-4 4v18Z" />
        <path className="glyph-gold" d="M24 26h16v3H24Zm-2 8h20v3H22Zm6 22V46a4 4 0 0 1 8 0v10Z" />
        <path className="glyph-gold" d="M31 0h2l3 6h-8Z" />
      </>
    ),
  },
  star: {
    shape: (
      <>
        <path className="glyph-main" d="m32 4 8 18 20 2-15 13 4 20-17-10-17 10 4-20L4 24l20-2Z" />
        <path className="glyph-gold" d="m32 16 4 10 10 1-8 6 2 10-8-5-8 5 2-10-8-6 10-1Z" />
      </>
    ),
  },
  pearl: {
    shape: (
      <>
        <path className="glyph-main" d="M6 40c6-8 14-8 26-8s20 0 26 8c-4 10-14 16-26 16S10 50 6 40Z" />
        <circle className="glyph-light" cx="32" cy="28" r="14" />
        <circle className="glyph-gold" opacity=".35" cx="32" cy="28" r="14" />
        <circle className="glyph-light" cx="27" cy="23" r="4" />
      </>
    ),
  },
  lantern: {
    shape: (
      <>
        <path className="glyph-gold" d="M26 6h12v6H26Zm0 44h12v6H26Zm5 6h2v6h-2Z" />
        <path className="glyph-main" d="M32 12c14 0 20 8 20 19s-6 19-20 19-20-8-20-19 6-19 20-19Z" />
        <path className="glyph-gold" opacity=".6" d="M31 12h2v38h-2Zm-9 2c-4 6-4 28 0 34h2c-4-6-4-28 0-34Zm20 0c4 6 4 28 0 34h-2c4-6 4-28 0-34Z" />
      </>
    ),
  },
};
