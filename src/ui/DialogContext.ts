import { createContext, type ReactNode } from 'react';
import type { DialogProps } from './Dialog';

export type DialogOptions = Omit<DialogProps, 'open' | 'onClose' | 'children'> & {
  /** Plain React content, shown under the html. */
  content?: ReactNode;
};

export interface DialogApi {
  /** Resolves with the index of the pressed button, or null when the dialog was dismissed. */
  open(options: DialogOptions): Promise<number | null>;
  /** A message with the single default CLOSE button. */
  alert(content: ReactNode, options?: Omit<DialogOptions, 'content'>): Promise<number | null>;
  /** CANCEL and OK (the default); resolves true only for OK. */
  confirm(content: ReactNode, options?: Omit<DialogOptions, 'content' | 'buttons'>): Promise<boolean>;
  /** Dismisses every open dialog; their promises resolve with null. */
  closeAll(): void;
}

export const DialogContext = createContext<DialogApi | null>(null);
