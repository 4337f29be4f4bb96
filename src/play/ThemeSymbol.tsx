import { useSlotLook } from './slotLook';

/** A paytable symbol as its theme draws it: the role's symbol of the motif's sprite; decorative (the cell around it names it). */
export function ThemeSymbol({ id }: { id: string }) {
  const look = useSlotLook();
  return (
    <svg className="glyph" viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-symbol={look.drawingOf(id)}>
      <use href={`${look.sprite}#${look.roleOf(id)}`} />
    </svg>
  );
}
