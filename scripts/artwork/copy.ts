import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The artwork's words in one language, from locales/<lang>/artwork.json like every other text of the site. */
type Copy = (key: string, values?: Record<string, string>) => string;

export function loadCopy(root: string, lang: string): Copy {
  const catalog = JSON.parse(readFileSync(join(root, 'locales', lang, 'artwork.json'), 'utf8')) as Record<string, unknown>;
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    if (typeof text !== 'string') throw new Error(`locales/${lang}/artwork.json has no text at ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${lang} artwork:${key} needs a value for {{${name}}}`);
      return values[name]!;
    });
  };
}
