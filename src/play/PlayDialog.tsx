import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useT } from './TranslateContext';

interface PlayDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal of the browser's own <dialog>: it keeps focus inside, closes on Escape, makes the game
 * behind it inert and gives focus back to the control that opened it, with no code of ours for
 * it (the site's Overlay would bring its stack and react-i18next along). A tap on the backdrop closes it too.
 */
export function PlayDialog({ open, title, onClose, children }: PlayDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // A click on the backdrop is a click on the dialog itself, and closes it (Escape does natively);
    // the frame catches it as it bubbles, and draws no box of its own.
    <div className="play-dialog-frame" role="presentation" onClick={(e) => e.target === ref.current && onClose()}>
      <dialog ref={ref} className="play-dialog" aria-labelledby={titleId} onClose={onClose}>
        {open && (
          <div className="play-dialog__panel">
            <div className="play-dialog__head">
              <h2 id={titleId} className="play-dialog__title">
                {title}
              </h2>
              <button type="button" className="play-tool" aria-label={t('close')} onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
            <div className="play-dialog__body">{children}</div>
          </div>
        )}
      </dialog>
    </div>
  );
}
