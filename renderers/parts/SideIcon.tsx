import { Link } from 'react-router';
import './SideIcon.css';

const glyphs = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  youtube:
    'M23 7.5s-.2-1.6-.9-2.3c-.9-.9-1.9-.9-2.3-1C16.6 4 12 4 12 4s-4.6 0-7.8.2c-.4.1-1.4.1-2.3 1C1.2 5.9 1 7.5 1 7.5S.8 9.3.8 11.2v1.6c0 1.9.2 3.7.2 3.7s.2 1.6.9 2.3c.9.9 2 .9 2.5 1 1.8.2 7.6.2 7.6.2s4.6 0 7.8-.2c.4-.1 1.4-.1 2.3-1 .7-.7.9-2.3.9-2.3s.2-1.8.2-3.7v-1.6c0-1.9-.2-3.7-.2-3.7zM9.7 15.1V8.9l6 3.1-6 3.1z',
  telegram: 'M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.7.8l-4.9-3.6-2.3 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.3 13 1.5 11.5c-1-.3-1.1-1 .2-1.5L20.6 2.8c.9-.3 1.6.2 1.3 1.5z',
  promotions:
    'M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h18V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1H9zm6 0h-1V6a1 1 0 1 1 1 1zM4 13v7a1 1 0 0 0 1 1h6v-8H4zm9 8h6a1 1 0 0 0 1-1v-7h-7v8z',
  customerService: 'M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-10a9 9 0 0 0-9-9z',
  referral: 'M16 11a4 4 0 1 0-3.9-5A4 4 0 0 1 16 11zM8 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3 0-8 1.5-8 4.5V20h16v-2.5C16 14.5 11 13 8 13zm8 0-.9.1A5.4 5.4 0 0 1 18 17.5V20h6v-2.5c0-3-5-4.5-8-4.5z',
} satisfies Record<string, string>;

/** A glyph SideIcon can draw. */
export type Glyph = keyof typeof glyphs;
/** The glyphs there are, for the test that holds renderers/sideLinks.json to them. */
export const glyphNames = () => Object.keys(glyphs) as Glyph[];

/**
 * One side-bar icon with an accessible name and an inline SVG glyph: a link; a button that opens a
 * dialog (`onOpen` alone); or an external link whose tap `onOpen` takes over (the address stays the link's).
 */
export function SideIcon({ href, label, glyph, external = false, onOpen }: { href?: string; label: string; glyph: Glyph; external?: boolean; onOpen?: () => void }) {
  // The link is named by aria-label in both places; the text beside the icon shows only in the
  // phone's side-bar sheet, so the name is not read twice.
  const icon = (
    <>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={glyphs[glyph]} fill="currentColor" />
      </svg>
      <span className="side-icon__label" aria-hidden="true">
        {label}
      </span>
    </>
  );
  if (href === undefined)
    return (
      <button type="button" className="side-icon" onClick={onOpen} title={label} aria-label={label} aria-haspopup="dialog">
        {icon}
      </button>
    );
  return external ? (
    <a
      className="side-icon"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={label}
      aria-label={label}
      onClick={
        onOpen &&
        ((e) => {
          e.preventDefault();
          onOpen();
        })
      }
    >
      {icon}
    </a>
  ) : (
    <Link className="side-icon" to={href} title={label} aria-label={label}>
      {icon}
    </Link>
  );
}
