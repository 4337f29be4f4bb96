import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameVendor } from '../../../src/generated/types';
import { vendorMenuLimit } from '../../../src/engine/gameFilters';
import { tabIndexAfterKey } from '../../../src/ui/tabKeys';
import { Icon } from '../../../src/ui/Icon';
import './VendorMenu.css';

interface Props {
  vendors: GameVendor[];
  /** Whether the first tab shows every vendor's games. */
  allTab: boolean;
  /** The chosen vendor's code, null for all of them. */
  selected: string | null;
  onChoose: (code: string | null) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** The id of a vendor's tab, so the panel can name the tab it belongs to. */
export const vendorTabId = (panelId: string, code: string | null) => `${panelId}-${code ?? 'all'}`;

/**
 * The vendor tabs of a lobby. With more than seven vendors (SPEC §2.8) the row scrolls and gets
 * arrows, real buttons a keyboard reaches; focus moves along the tabs with the arrow keys, Home and
 * End (one tab stop), and the chosen one is scrolled into view.
 */
export function VendorMenu({ vendors, allTab, selected, onChoose, panelId }: Props) {
  const { t } = useTranslation('games');
  const menuId = useId();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const entries = [...(allTab ? [{ code: null, name: t('allVendors'), logo: null }] : []), ...vendors.map((v) => ({ code: v.vassalage, name: v.name, logo: v.logo }))];
  const arrows = vendors.length > vendorMenuLimit;

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, entries.length]);
  useEffect(() => {
    const el = row.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    const box = row.current;
    if (!el || !box) return;
    // Scrolls the row only, never the page: the tab may be off to the side, the menu is in view.
    const left = el.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + el.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = left - (box.clientWidth - el.offsetWidth) / 2;
  }, [selected]);

  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: smooth ? 'smooth' : 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = [...(row.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const from = tabs.indexOf(event.currentTarget);
    if (from < 0) return;
    const to = tabIndexAfterKey(event.key, from, tabs.length);
    if (to < 0) return;
    event.preventDefault();
    // Manual activation: each vendor loads its games, so the arrows only move; Enter or Space chooses.
    tabs[to]!.focus();
  };

  return (
    <div className={arrows ? 'vendor-menu vendor-menu--arrows' : 'vendor-menu'}>
      {arrows && (
        <button type="button" className="vendor-menu__arrow" aria-label={t('vendorsBack')} aria-controls={menuId} disabled={edges.start} onClick={() => scroll(-1)}>
          <Icon name="previous" size="1.25rem" />
        </button>
      )}
      <div ref={row} id={menuId} className="vendor-menu__row" role="tablist" aria-label={t('vendors')} onScroll={measure}>
        {entries.map((e) => (
          <button
            key={e.code ?? ''}
            type="button"
            role="tab"
            id={vendorTabId(panelId, e.code)}
            aria-selected={e.code === selected}
            aria-controls={panelId}
            tabIndex={e.code === selected ? 0 : -1}
            className="vendor-menu__tab"
            onClick={() => onChoose(e.code)}
            onKeyDown={onKeyDown}
          >
            {e.logo && <img src={e.logo} alt="" width={72} height={29} />}
            <span>{e.name}</span>
          </button>
        ))}
      </div>
      {arrows && (
        <button type="button" className="vendor-menu__arrow" aria-label={t('vendorsOn')} aria-controls={menuId} disabled={edges.end} onClick={() => scroll(1)}>
          <Icon name="next" size="1.25rem" />
        </button>
      )}
    </div>
  );
}
