import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaytable, paytables } from './paytables';
import { jsonEdit, type JsonEdit } from '../../../tests/helpers/jsonEdit';

const { set, update, pop } = jsonEdit;

const lotus = readFileSync(new URL('./paytables/lotus-5x3.json', import.meta.url), 'utf8');

/** lotus-5x3.json changed by `edit`, written where loadPaytable can read it. */
function edited(edit: JsonEdit): string {
  const table: unknown = JSON.parse(lotus);
  edit(table);
  const file = join(mkdtempSync(join(tmpdir(), 'paytable-')), 'lotus-5x3.json');
  writeFileSync(file, JSON.stringify(table));
  return file;
}

describe('paytables', () => {
  it('loads the tables by id', () => {
    expect(Object.keys(paytables)).toEqual(['lotus-5x3', 'monsoon-5x4', 'tiger-3x3']);
    expect(loadPaytable(edited(() => {}))).toEqual(paytables['lotus-5x3']);
  });

  it('refuses a table its schema refuses', () => {
    expect(() => loadPaytable(edited(set('/symbols/0/kind', 'bonus')))).toThrow('paytable lotus-5x3.json /symbols/0/kind');
    expect(() => loadPaytable(edited(set('/reels/0/0', 7)))).toThrow('/reels/0/0');
    expect(() => loadPaytable(edited(set('/extra', true)))).toThrow('must NOT have additional properties');
  });

  it('refuses a table whose parts do not agree', () => {
    expect(() => loadPaytable(edited(pop('/lines/3')))).toThrow('/lines/3: names 4 rows for 5 reels');
    expect(() => loadPaytable(edited(set('/lines/0/2', 3)))).toThrow('/lines/0: crosses a row below the 3 shown');
    expect(() => loadPaytable(edited(set('/reels/2/5', 'tiger')))).toThrow('/reels/2/5: tiger is not among the symbols');
    expect(() => loadPaytable(edited(set('/symbols/1/kind', 'wild')))).toThrow('/symbols: more than one wild');
    expect(() => loadPaytable(edited(set('/id', 'lotus')))).toThrow('/id: lotus is not the file');
  });

  it('refuses a table that declares an RTP its strips and pays do not return', () => {
    expect(() => loadPaytable(edited(set('/rtp', 0.97)))).toThrow(/\/rtp: declares 0.97, the strips and pays return 0.958/);
    expect(() => loadPaytable(edited(update('/symbols/2/pays/3', (pay) => (pay as number) + 1)))).toThrow('/rtp');
  });
});
