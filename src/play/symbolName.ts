import type { Translate } from './roundMessage';

/** A slot symbol's name in the game's language; a symbol no locale names yet is "Symbol". */
export function symbolName(t: Translate, id: string): string {
  const key = `symbol_${id.replace(/-/g, '_')}`;
  const name = t(key);
  return name === key ? t('symbolUnknown') : name;
}
