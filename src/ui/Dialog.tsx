import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './SafeHtml';
import { Button, type ButtonVariant } from './Button';
import { classNames } from './classNames';
import { Icon } from './Icon';
import { Overlay } from './Overlay';
import { uiDefaults } from './uiDefaults';
import { VisuallyHidden } from './VisuallyHidden';

export type DialogIcon = 'success' | 'warning' | 'error' | 'info';

export type DialogButton = (
  | {
      /** Locale key, looked up in the "ui" namespace; "ns:key" reaches another namespace. */
      labelKey: string;
      label?: never;
    }
  | {
      /** Already translated text. */
      label: string;
      labelKey?: never;
    }
) & {
  onClick?: () => void;
  variant?: ButtonVariant;
  /** Pressed by Enter and focused on open. */
  isDefault?: boolean;
};

export interface DialogProps {
  open?: boolean;
  icon?: DialogIcon;
  title?: ReactNode;
  /** Server-provided markup; sanitised before it reaches the page. */
  html?: string;
  children?: ReactNode;
  /** A single CLOSE button when absent or empty. */
  buttons?: readonly DialogButton[];
  width?: number | string;
  /** false: clicking the dark cover does not close the dialog. */
  cover?: boolean;
  /** Milliseconds after which the dialog closes by itself, as if dismissed. */
  timeOut?: number;
  /** The index of the pressed button, or null when dismissed (Escape, cover, timeOut). */
  onClose: (buttonIndex: number | null) => void;
}

const closeOnly: readonly DialogButton[] = [{ labelKey: 'CLOSE', variant: 'primary', isDefault: true }];

// Activating these with Enter does their own thing; the default button must not fire as well.
const ownsEnter = 'button, a[href], textarea, select, summary, [contenteditable="true"]';

/** SPEC §2.5 generic dialog. */
export function Dialog({
  open = true,
  icon,
  title,
  html,
  children,
  buttons,
  width = uiDefaults.dialogWidth,
  cover = true,
  timeOut,
  onClose,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const focusRef = useRef<HTMLButtonElement>(null);

  const list = buttons && buttons.length > 0 ? buttons : closeOnly;
  const flagged = list.findIndex((b) => b.isDefault);
  // With several unflagged buttons none is assumed: Enter must not confirm something by accident.
  const defaultIndex = flagged >= 0 ? flagged : list.length === 1 ? 0 : -1;
  const focusIndex = defaultIndex >= 0 ? defaultIndex : 0;

  const dismissLater = useEffectEvent(() => onClose(null));
  useEffect(() => {
    if (!open || !timeOut || timeOut <= 0) return;
    const timer = setTimeout(dismissLater, timeOut);
    return () => clearTimeout(timer);
  }, [open, timeOut]);

  if (!open) return null;

  const press = (index: number) => {
    list[index]?.onClick?.();
    onClose(index);
  };
  const onEnter = (event: KeyboardEvent) => {
    if (defaultIndex < 0) return;
    if (event.target instanceof Element && event.target.closest(ownsEnter)) return;
    event.preventDefault();
    press(defaultIndex);
  };

  const iconId = `${id}-icon`;
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const hasTitle = title != null && title !== false && title !== '';
  const labelledBy = [icon && iconId, hasTitle && titleId].filter(Boolean).join(' ');
  const hasBody = html !== undefined || children != null;

  return (
    <Overlay
      role={icon === 'warning' || icon === 'error' ? 'alertdialog' : 'dialog'}
      labelledBy={labelledBy || undefined}
      label={t('dialog_untitled')}
      describedBy={hasBody ? bodyId : undefined}
      width={width}
      onEscape={() => onClose(null)}
      onEnter={onEnter}
      onCoverClick={cover === false ? undefined : () => onClose(null)}
      initialFocus={focusRef}
      className={classNames('mq-dialog', icon && `mq-dialog--${icon}`)}
    >
      {icon && (
        <div className="mq-dialog__icon">
          <Icon name={icon} size="3rem" />
          <VisuallyHidden id={iconId}>{t(`icon_${icon}`)}</VisuallyHidden>
        </div>
      )}
      {hasTitle && (
        <h2 id={titleId} className="mq-dialog__title">
          {title}
        </h2>
      )}
      {hasBody && (
        <div id={bodyId} className="mq-dialog__body">
          {html !== undefined && <SafeHtml className="mq-dialog__html" html={html} />}
          {children}
        </div>
      )}
      <div className="mq-dialog__buttons">
        {list.map((button, index) => (
          <Button
            // Buttons have no identity beyond their place in the list.
            key={index}
            ref={index === focusIndex ? focusRef : undefined}
            variant={button.variant ?? (index === defaultIndex ? 'primary' : 'secondary')}
            onClick={() => press(index)}
          >
            {button.labelKey !== undefined ? t(button.labelKey) : button.label}
          </Button>
        ))}
      </div>
    </Overlay>
  );
}
