import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './classNames';
import { focusableElements } from './focusableElements';
import { lockBodyScroll } from './lockBodyScroll';
import { overlayStack, type OverlayEntry } from './overlayStack';
import { uiDefaults } from './uiDefaults';

export interface OverlayProps {
  role: 'dialog' | 'alertdialog';
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  width: number | string;
  minHeight?: number | string;
  panelStyle?: CSSProperties;
  className?: string;
  /** Escape does nothing when absent. */
  onEscape?: () => void;
  onEnter?: (event: KeyboardEvent) => void;
  /** Clicks on the dark cover do nothing when absent. */
  onCoverClick?: () => void;
  /** Gets focus on open; otherwise the first [data-autofocus] element, otherwise the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * What Modal and Dialog share: a portal on document.body, a cover, a locked page, a focus trap and
 * the SPEC §9 fade-in after 100 ms.
 */
export function Overlay({
  role,
  labelledBy,
  label,
  describedBy,
  width,
  minHeight,
  panelStyle,
  className,
  onEscape,
  onEnter,
  onCoverClick,
  initialFocus,
  children,
}: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnCover = useRef(false);
  const [visible, setVisible] = useState(false);

  const handleKey = useEffectEvent((event: KeyboardEvent, panel: HTMLElement) => {
    if (event.key === 'Escape') {
      if (!onEscape) return;
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab') {
      trapTab(event, panel);
    } else if (event.key === 'Enter' && !event.isComposing) {
      onEnter?.(event);
    }
  });

  // What the caller asked to focus first, read when the overlay opens.
  const initialTarget = useEffectEvent(() => initialFocus?.current ?? null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const active = document.activeElement;
    const entry: OverlayEntry = { panel, returnFocus: active instanceof HTMLElement && active !== document.body ? active : null };
    overlayStack.push(entry);
    const unlock = lockBodyScroll();

    const target = initialTarget() ?? panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    // In a frame (the console's preview of the player's form) the person is typing in the page
    // around it: a dialog opening as the frame loads must not take their focus. (document.hasFocus()
    // cannot tell: browsers driven by tests report every document focused.) Tab still enters it.
    if (window.self === window.top) target.focus();

    // Listening on document, after React's own handlers, lets a field inside that handles Escape
    // itself (preventDefault) keep the overlay open; and a portal's React events would otherwise
    // bubble into the overlay that rendered it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !overlayStack.isTop(entry)) return;
      handleKey(event, panel);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!overlayStack.isTop(entry)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      const returnTo = overlayStack.remove(entry);
      const now = document.activeElement;
      // Only take focus back if it was ours: an overlay closing under a newer one must not steal it.
      const focusWasOurs = !now || now === document.body || panel.contains(now);
      if (focusWasOurs && returnTo?.isConnected) returnTo.focus();
    };
    // Once per opening: later prop changes reach the listener through handleKey and initialTarget.
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), uiDefaults.modalDelayMs);
    return () => clearTimeout(timer);
  }, []);

  // A press that starts inside the panel and ends on the cover (selecting text, say) is not a cover click.
  const onCoverMouseDown = (event: ReactMouseEvent) => {
    pressedOnCover.current = event.target === event.currentTarget;
  };
  const onCoverClickEvent = (event: ReactMouseEvent) => {
    const onCover = event.target === event.currentTarget && pressedOnCover.current;
    pressedOnCover.current = false;
    if (onCover) onCoverClick?.();
  };

  return createPortal(
    // The cover: a click on it is the pointer's way out, Escape the keyboard's (the listener above).
    <div
      className={classNames('mq-overlay', visible && 'mq-overlay--visible')}
      role="presentation"
      onMouseDown={onCoverMouseDown}
      onClick={onCoverClickEvent}
    >
      <div
        ref={panelRef}
        className={classNames('mq-overlay__panel', className)}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={{ width, minHeight, ...panelStyle }}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusableElements(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  // document.activeElement is an Element or null, so only null needs ruling out.
  const outside = !active || !panel.contains(active);
  if (event.shiftKey && (outside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
