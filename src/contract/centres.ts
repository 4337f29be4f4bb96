import { createContext, use } from 'react';

export type CentreKind = 'member' | 'agent';

/** The member and agent centres (SPEC §2.6, §2.7): the shell draws them, a renderer opens one. */
export interface CentresApi {
  /** Opens the member or agent centre on `page`, or on its default page. */
  open: (which: CentreKind, page?: string) => void;
  close: () => void;
}

export const CentresContext = createContext<CentresApi | null>(null);

export function useCentres(): CentresApi {
  const api = use(CentresContext);
  if (!api) throw new Error('useCentres() needs a <CentresProvider> above it');
  return api;
}
