import { createContext, useContext, type CSSProperties } from 'react';
import type { StudioSession } from '../generated/types';
import { motifOf, motifSymbols, rolesOf, slotMotifs, themeSpritePath, vendorPalette, type SlotMotif, type ThemeRole } from '../engine/slotTheme';
import type { SlotTable } from './studioTypes';

/** How a slot's symbols look (decision 0305): its motif's sprite, each paytable symbol's role in it, and the vendor's colours. */
export interface SlotLook {
  sprite: string;
  roleOf: (symbolId: string) => ThemeRole;
  /** The drawing a symbol shows, by which `symbol_<key>` names it. */
  drawingOf: (symbolId: string) => string;
  /** The palette as the CSS variables the sprite's symbols are coloured by. */
  style: CSSProperties;
}

/** The look of a session's slot: the theme the server named (the one its lobby tile was drawn in). */
export function slotLookOf(session: StudioSession, table: SlotTable): SlotLook {
  const named = session.theme?.motif;
  const motif: SlotMotif = named && (slotMotifs as readonly string[]).includes(named) ? (named as SlotMotif) : motifOf(session.game.name, String(session.game.nodeId));
  const roles = rolesOf(table.symbols);
  const palette = vendorPalette(session.game.vendor);
  const roleOf = (id: string) => roles[id] ?? 'l4';
  const style = Object.fromEntries([
    ...Object.entries(palette.roles).map(([role, colour]) => [`--sym-${role}`, colour]),
    ['--sym-gold', palette.gold],
    ['--sym-light', palette.light],
    ['--sym-ink', palette.ink],
    ['--sym-frame', palette.frame],
  ]) as CSSProperties;
  return { sprite: themeSpritePath(motif), roleOf, drawingOf: (id) => motifSymbols[motif][roleOf(id)], style };
}

export const SlotLookContext = createContext<SlotLook | null>(null);

export function useSlotLook(): SlotLook {
  const look = useContext(SlotLookContext);
  if (!look) throw new Error('a slot symbol drawn outside its game');
  return look;
}
