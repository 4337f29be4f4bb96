import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { slotMotifs, themeSpritePath } from '../../src/engine/slotTheme';
import { themeSpriteSvg } from './themeSprites';

/** Every motif's sprite, after clearing the folder so a motif taken out leaves no file behind. Returns the paths it wrote. */
export function writeThemeSprites(root: string, write: (publicPath: string, bytes: string) => void): string[] {
  rmSync(join(root, 'public', 'seed', 'themes'), { recursive: true, force: true });
  return slotMotifs.map((motif) => {
    const path = themeSpritePath(motif);
    write(path, themeSpriteSvg(motif));
    return path;
  });
}
