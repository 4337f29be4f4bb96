// Writes server/lib/commonPasswords.txt: the 10,000 most used passwords, most used
// first, one a line, in lower case. The source is the ranked common-password list of
// @zxcvbn-ts/language-common 4.1.3 (MIT; the frequency-ranked list from leaked-password corpora
// that zxcvbn matches against), a dev dependency: the server needs only the file this writes.
//
//   npx tsx scripts/commonPasswords.ts [path to the package folder or to its src/passwords.json]
//
// Without a path it reads node_modules/@zxcvbn-ts/language-common. `--check` writes nothing and
// fails when the file differs from what the source gives.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMMON_PASSWORD_COUNT = 10_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const commonPasswordsFile = join(root, 'server', 'lib', 'commonPasswords.txt');

/**
 * The first `count` distinct passwords of a ranked list, compared in lower case (a check refuses
 * "Password" as it refuses "password", so a case variant would only take a place twice).
 */
export function topPasswords(ranked: readonly string[], count = COMMON_PASSWORD_COUNT): string[] {
  const seen = new Set<string>();
  for (const p of ranked) {
    const lower = p.toLowerCase();
    // A line break inside an entry would split it in two lines of the file.
    if (lower === '' || /[\r\n]/.test(lower)) continue;
    seen.add(lower);
    if (seen.size === count) break;
  }
  return [...seen];
}

function rankedListAt(path: string): string[] {
  const file = statSync(path).isDirectory() ? join(path, 'src', 'passwords.json') : path;
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list) || !list.every((p) => typeof p === 'string')) throw new Error(`${file}: not a list of passwords`);
  return list;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const source = args.find((a) => a !== '--check') ?? join(root, 'node_modules', '@zxcvbn-ts', 'language-common');
  if (!existsSync(source)) {
    console.error(`no ranked password list at ${source}: pass the unpacked @zxcvbn-ts/language-common folder`);
    process.exit(1);
  }
  const top = topPasswords(rankedListAt(source));
  if (top.length !== COMMON_PASSWORD_COUNT) throw new Error(`the source holds only ${top.length} distinct passwords`);
  const text = `${top.join('\n')}\n`;
  if (check) {
    const same = existsSync(commonPasswordsFile) && readFileSync(commonPasswordsFile, 'utf8') === text;
    console.log(same ? 'commonPasswords.txt is up to date' : 'commonPasswords.txt is stale: run scripts/commonPasswords.ts');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(commonPasswordsFile, text);
  console.log(`wrote ${top.length} passwords to ${commonPasswordsFile}`);
}
