import { createContext, use, useId, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

/** How a choice closes the drop-down it is in. */
const CloseMenu = createContext<() => void>(() => {});

/**
 * A header drop-down (SPEC §2.3): opens on hover, or by click, Enter or Space on its button; closes
 * 200 ms after the pointer leaves or focus moves out of it, or at once on Escape or a choice. A
 * click only opens: the pointer that clicks has already opened it by hovering, and a toggle would
 * shut it. A choice hands focus back to the button, so a dialog it opens returns focus there.
 */
export function HeaderMenu({
  className,
  button,
  buttonLabel,
  children,
}: {
  className: string;
  button: ReactNode;
  /** The button's accessible name when its content alone does not say it. */
  buttonLabel?: string;
  /** The list items: facts, and HeaderMenuChoice for what closes the list when chosen. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const rootRef = useRef<HTMLDivElement>(null);
  // Leaving and blurring both start the delay, and a late event can come from an overlay that just
  // closed: only the last timer counts, and it closes nothing that is still pointed at or focused.
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      const root = rootRef.current;
      if (root && (root.matches(':hover') || root.contains(document.activeElement))) return;
      setOpen(false);
    }, 200);
  };
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    // Catches what bubbles from the button and the list (pointer, focus, Escape); it is no control itself.
    <div
      ref={rootRef}
      role="presentation"
      className={`header-menu ${className}`}
      onMouseEnter={show}
      onMouseLeave={hide}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) hide();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={show}
      >
        {button}
      </button>
      <ul id={listId} className="header-menu__list" hidden={!open}>
        <CloseMenu value={close}>{children}</CloseMenu>
      </ul>
    </div>
  );
}

/** A choice in a header drop-down: it closes the list, handing focus back to the menu's button, then does what it says. */
export function HeaderMenuChoice({ onChoose, children, ...button }: { onChoose: () => void; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>) {
  const close = use(CloseMenu);
  return (
    <li>
      <button
        type="button"
        {...button}
        onClick={() => {
          close();
          onChoose();
        }}
      >
        {children}
      </button>
    </li>
  );
}
