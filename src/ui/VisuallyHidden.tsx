import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only; clipped rather than display:none so it is still announced. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={classNames('mq-visually-hidden', className)} {...rest} />;
}
