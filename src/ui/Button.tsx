import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks further presses while an action is under way. */
  busy?: boolean;
  /** Full width of its container. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  busy = false,
  block = false,
  // A button inside a form must not submit it unless it says so.
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames('mq-button', `mq-button--${variant}`, `mq-button--${size}`, block && 'mq-button--block', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner decorative size="1em" />}
      {children}
    </button>
  );
}
