import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import { classNames } from './classNames';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** CSS length or pixels. */
  size?: number | string;
  /** Announced text; the locale's "loading" when absent. */
  label?: string;
  /** Set when something next to it already says what is happening (a busy button, the overlay). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = '1.5em', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const wheel = <span className={classNames('mq-spinner', className)} style={{ width: size, height: size }} aria-hidden="true" />;
  if (decorative) return wheel;
  return (
    <span role="status" className="mq-spinner-status">
      {wheel}
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}

export interface LoaderProps {
  visible: boolean;
  /** Announced text; the locale's "loading" when absent. */
  label?: string;
}

/**
 * The full-page loader overlay. The status region stays in the page while hidden, because screen
 * readers only announce changes to a live region that already existed.
 */
export function Loader({ visible, label }: LoaderProps) {
  const { t } = useTranslation('ui');
  return createPortal(
    <div role="status" aria-live="polite" className="mq-loader-region">
      {visible && (
        <div className="mq-loader">
          <Spinner decorative size="3rem" />
          <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
        </div>
      )}
    </div>,
    document.body,
  );
}
