import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './classNames';
import { Icon } from './Icon';
import { Overlay } from './Overlay';
import { uiDefaults } from './uiDefaults';
import { VisuallyHidden } from './VisuallyHidden';

export interface ModalProps {
  open?: boolean;
  title: ReactNode;
  /** Keeps the title for screen readers but does not show it (a picture-only pop-up). */
  hideTitle?: boolean;
  /** Shows the close control and lets Escape close; without it only the content can close the modal. */
  onClose?: () => void;
  width?: number | string;
  /** A minimum: content taller than this makes the modal grow. */
  height?: number | string;
  /** Any CSS colour. */
  background?: string;
  backgroundImage?: string;
  className?: string;
  children?: ReactNode;
}

/** SPEC §2.5 modal wrapper: clicking the background never closes it, by design. */
export function Modal({
  open = true,
  title,
  hideTitle = false,
  onClose,
  width = uiDefaults.modalWidth,
  height = uiDefaults.modalHeight,
  background,
  backgroundImage,
  className,
  children,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  if (!open) return null;

  return (
    <Overlay
      role="dialog"
      labelledBy={titleId}
      width={width}
      minHeight={height}
      onEscape={onClose}
      className={classNames('mq-modal', backgroundImage && 'mq-modal--image', className)}
      panelStyle={{
        backgroundColor: background,
        backgroundImage: backgroundImage ? `url(${JSON.stringify(backgroundImage)})` : undefined,
      }}
    >
      <div className="mq-modal__header">
        {hideTitle ? (
          <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
        ) : (
          <h2 id={titleId} className="mq-modal__title">
            {title}
          </h2>
        )}
        {onClose && (
          <button type="button" className="mq-modal__close" aria-label={t('close')} onClick={onClose}>
            <Icon name="close" size="1.25rem" />
          </button>
        )}
      </div>
      <div className="mq-modal__body">{children}</div>
    </Overlay>
  );
}
