import type { CSSProperties } from 'react';
import type { SlotTable } from './studioTypes';
import { ThemeSymbol } from './ThemeSymbol';
import { useSlotLook } from './slotLook';
import { cellKey, linePoints } from './winningCells';
import { symbolName } from './symbolName';
import { useT } from './TranslateContext';

interface SlotReelsProps {
  table: SlotTable;
  grid: string[][];
  /** Per reel: spinning (true) or showing its cells. */
  spinning: boolean[];
  /** Cells on a win (winningCells). */
  lit: Set<string>;
  /** The won lines to draw across the reels. */
  lines: number[];
  reducedMotion: boolean;
}

/** The blur a spinning reel shows: every symbol of the table twice, so its loop has no seam. */
function strip(table: SlotTable, reel: number): string[] {
  const ids = table.symbols.map((s) => s.id);
  const turned = ids.map((_, i) => ids[(i + reel * 3) % ids.length]!);
  return [...turned, ...turned];
}

export function SlotReels({ table, grid, spinning, lit, lines, reducedMotion }: SlotReelsProps) {
  const t = useT();
  const look = useSlotLook();
  const kinds = new Map(table.symbols.map((s) => [s.id, s.kind]));
  const busy = spinning.some(Boolean);
  return (
    <div className={`play-reels${lit.size ? ' play-reels--wins' : ''}`} role="group" aria-label={t('reels')} aria-busy={busy}>
      {grid.map((reel, r) => (
        <div key={r} className={`play-reel${spinning[r] ? ' play-reel--spinning' : ' play-reel--landed'}`}>
          {spinning[r] ? (
            reducedMotion ? (
              // Less motion: the reel keeps its last symbols, faded, until it stops.
              reel.map((id, row) => (
                <div key={row} className={`play-cell play-cell--role-${look.roleOf(id)} play-cell--waiting`} aria-hidden="true">
                  <ThemeSymbol id={id} />
                </div>
              ))
            ) : (
              <div className="play-reel__strip" aria-hidden="true" style={{ '--strip': strip(table, r).length } as CSSProperties}>
                {strip(table, r).map((id, i) => (
                  <div key={i} className={`play-cell play-cell--role-${look.roleOf(id)}`}>
                    <ThemeSymbol id={id} />
                  </div>
                ))}
              </div>
            )
          ) : (
            reel.map((id, row) => {
              const kind = kinds.get(id) ?? 'plain';
              const name = symbolName(t, look.drawingOf(id));
              return (
                <div
                  key={row}
                  className={`play-cell play-cell--role-${look.roleOf(id)} play-cell--${kind}${lit.has(cellKey(r, row)) ? ' play-cell--lit' : ''}`}
                  role="img"
                  aria-label={kind === 'plain' ? name : `${name}, ${t(`kind_${kind}`)}`}
                >
                  <ThemeSymbol id={id} />
                  {kind !== 'plain' && (
                    <span className="play-cell__badge" aria-hidden="true">
                      {t(`kind_${kind}`)}
                    </span>
                  )}
                </div>
              );
            })
          )}
        </div>
      ))}
      {lines.length > 0 && (
        <svg className="play-lines" viewBox={`0 0 ${table.reels} ${table.rows}`} preserveAspectRatio="none" aria-hidden="true">
          {lines.map((line, i) => (
            <polyline key={line} className={`play-line play-line--${i % 5}`} points={linePoints(table.lines[line] ?? [])} />
          ))}
        </svg>
      )}
    </div>
  );
}
