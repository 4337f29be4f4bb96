import { createContext, useContext } from 'react';
import type { Translate } from './roundMessage';

/** The game's strings (startPlayI18n), for every component under PlayApp. */
export const TranslateContext = createContext<Translate>((key) => key);

export const useT = (): Translate => useContext(TranslateContext);
