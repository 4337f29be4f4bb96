import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavVendor } from '../engine/runtime';
import { useRuntime } from '../contract/contexts';
import { useShellDialogs } from '../contract/shellDialogs';

const BLUR_DELAY_MS = 200;

/**
 * SPEC §2.3 bottom navigation: home, one item per category with vendors, download, promotions. The
 * logo that leads home is the header's, just above: the row does not draw it a second time (decision 0303).
 */
export function Navigation() {
  const { t } = useTranslation('nav');
  const runtime = useRuntime();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the list is one row that scrolls sideways: the current page's item is brought into
  // the middle of it, so the player sees where they are without scrolling to find it. Measured in
  // the frame after the shell is drawn, when the browser has laid the page out anyway: measuring
  // during the render would force the page's first layout into the render's own long task.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const row = list.current;
      const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!row || !current || row.scrollWidth <= row.clientWidth) return;
      const a = row.getBoundingClientRect();
      const b = current.getBoundingClientRect();
      row.scrollLeft += b.left - a.left - (a.width - b.width) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <nav className="site-nav" aria-label={t('main')}>
      <ul className="site-nav__list" ref={list}>
        {runtime.navigation.map((item) => (
          <li key={item.kind === 'category' ? item.category : item.kind}>
            {item.kind === 'category' ? <CategoryItem item={item} /> : (
              <NavLink to={item.path} end>
                {t(item.labelKey.replace(/^nav:/, ''))}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryItem({ item }: { item: Extract<NavItem, { kind: 'category' }> }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const dialogs = useShellDialogs();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  // The drop-down closes 200 ms after focus or the pointer leaves, so the pointer can cross the gap.
  const hide = () => {
    timer.current = window.setTimeout(() => setOpen(false), BLUR_DELAY_MS);
  };
  const label = t(item.labelKey.replace(/^nav:/, ''));
  // SPEC §2.3: a vendor with a page of its own opens it (FISH, RNG, PVP pick the vendor there; FB
  // has /fbsports); any other is §2.8's VASSALAGE launch: its games in the game popup over this page
  // (cockfight's first game at once). Focus moves first to the category, which the popup gives it
  // back to: the chosen vendor's button is hidden with the drop-down.
  // Visitors may browse and try demos (SPEC §6): the game itself asks for a sign-in when it needs one.
  const choose = (vendor: NavVendor, chosen: HTMLElement) => {
    if (vendor.path) void navigate(vendor.path);
    else {
      (chosen.closest('.nav-category')?.firstElementChild as HTMLElement | null)?.focus();
      dialogs.open('gamePopup', { vendor });
    }
    setOpen(false);
  };
  return (
    // Catches what bubbles from the category and its vendors; it is no control itself.
    <div
      className="nav-category"
      role="presentation"
      onMouseEnter={show}
      onMouseLeave={hide}
      // Focus keeps an open list open but opens none (ArrowDown, a click or the pointer does), or
      // every category's vendors would stand between the header and the page on each Tab.
      onFocus={() => open && show()}
      onBlur={hide}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
        else if (e.key === 'ArrowDown' && !open) {
          e.preventDefault();
          show();
        }
      }}
    >
      {item.path ? (
        <NavLink to={item.path} aria-haspopup="true" aria-expanded={open}>
          {label}
        </NavLink>
      ) : (
        // A click only opens, as in the header's menus: a tap on a phone hovers first, which opens
        // the list, and a toggle would shut it again at once. Escape, a choice or leaving closes it.
        <button type="button" aria-haspopup="true" aria-expanded={open} onClick={show}>
          {label}
        </button>
      )}
      <div className="nav-dropdown" hidden={!open} data-testid={`nav-dropdown-${item.category}`}>
        <ul>
          {item.vendors.map((vendor) => (
            <li key={vendor.id}>
              <button type="button" className="mq-tile" onClick={(e) => choose(vendor, e.currentTarget)}>
                <img src={vendor.logo} alt="" width={96} height={38} loading="lazy" />
                <span>{vendor.name}</span>
                {vendor.isHot === 1 && <span className="hot-badge">{t('hot')}</span>}
              </button>
            </li>
          ))}
        </ul>
        {item.more && item.path && (
          <Link className="nav-more" to={item.path}>
            {t('more')}
          </Link>
        )}
      </div>
    </div>
  );
}
