import { useTranslation } from 'react-i18next';
import { classNames } from './classNames';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** CSS length or pixels. */
  size?: number | string;
  /** Announced text; the locale's "loading" when absent. */
  label?: string;
  /** Set when something next to it already says what is happening (a busy button). */
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
