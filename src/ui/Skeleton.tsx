import type { CSSProperties } from 'react';
import { classNames } from './classNames';

export interface SkeletonProps {
  /** CSS length or pixels; the container's width when absent. */
  width?: number | string;
  /** CSS length or pixels; one line of text when absent. */
  height?: number | string;
  /** Width over height, for a picture whose size is known before it arrives (a banner). */
  aspectRatio?: string;
  shape?: 'block' | 'text' | 'pill';
  className?: string;
}

/**
 * A grey shape where content of known shape is coming, so the page keeps its layout while it loads
 * and does not jump when it arrives; a Spinner is for a wait with no shape (a button, a panel).
 * Hidden from screen readers: whatever holds skeletons says "loading" once (QueryState does).
 */
export function Skeleton({ width, height, aspectRatio, shape = 'block', className }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span className={classNames('mq-skeleton', `mq-skeleton--${shape}`, className)} style={style} aria-hidden="true" />;
}
