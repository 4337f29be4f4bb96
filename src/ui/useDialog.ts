import { use } from 'react';
import { DialogContext, type DialogApi } from './DialogContext';

export function useDialog(): DialogApi {
  const api = use(DialogContext);
  if (!api) throw new Error('useDialog() needs a <DialogProvider> above it');
  return api;
}
