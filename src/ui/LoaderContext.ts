import { createContext } from 'react';

export interface LoaderApi {
  /** Each show() needs its own hide(): the overlay stays while any caller still waits. */
  show(): void;
  hide(): void;
  /** Shows the overlay until the promise settles, and passes its result on. */
  track<T>(work: Promise<T>): Promise<T>;
}

export const LoaderContext = createContext<LoaderApi | null>(null);
