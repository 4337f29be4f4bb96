import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/ holds one decision a file, so a new decision is a new file rather than an edit in
 * the middle of a long one. Each is `NNNN-short-title.md`, numbered from 0001 with no gap and no
 * number twice, and reads the same way: a `# ` title, a `- Status:` line, then Context, Decision and
 * Consequences, none of them empty. The folder's README.md is the index: it links every decision
 * and nothing else. Read from the file system only.
 */
const dir = resolve(import.meta.dirname, '..', 'docs', 'decisions');
const entries = readdirSync(dir).filter((f) => f !== 'README.md').sort();
const decisions = entries.filter((f) => f.endsWith('.md'));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const namePattern = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const headings = ['Context', 'Decision', 'Consequences'];

/** The text under each `## ` heading, keyed by the heading, in the order they come. */
function sections(markdown: string): [string, string][] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      return [part.slice(0, newline === -1 ? undefined : newline).trim(), newline === -1 ? '' : part.slice(newline + 1).trim()];
    });
}

describe('docs/decisions/', () => {
  it('holds decisions, and only files named NNNN-kebab-title.md beside its README', () => {
    expect(decisions.length).toBeGreaterThan(200);
    expect(entries.filter((f) => !namePattern.test(f))).toEqual([]);
  });

  it('numbers them 0001, 0002, … with no gap and no number twice', () => {
    const numbers = decisions.map((f) => Number(namePattern.exec(f)![1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('gives each a title, a status, and Context, Decision and Consequences with text under each', () => {
    const problems = decisions.flatMap((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const found: string[] = [];
      if (!/^# \S.*\n/.test(text)) found.push(`${file}: no "# " title on the first line`);
      if (!/^- Status: \S/m.test(text)) found.push(`${file}: no "- Status:" line`);
      const parts = sections(text);
      if (parts.map(([h]) => h).join('|') !== headings.join('|')) {
        found.push(`${file}: headings are ${JSON.stringify(parts.map(([h]) => h))}, not ${JSON.stringify(headings)}`);
      }
      for (const [heading, body] of parts) if (body === '') found.push(`${file}: nothing under "## ${heading}"`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('finds the headings and the text under them', () => {
    expect(sections('# T\n\n## Context\n\nwhy\n\n## Decision\n\n## Consequences\nso\n')).toEqual([
      ['Context', 'why'],
      ['Decision', ''],
      ['Consequences', 'so'],
    ]);
  });

  it('lists every decision in the README index once, and no file that is not there', () => {
    const linked = [...index.matchAll(/\]\(([^)#]+\.md)\)/g)].map((m) => m[1]!);
    expect(linked.filter((f, i) => linked.indexOf(f) !== i)).toEqual([]);
    expect([...linked].sort()).toEqual(decisions);
  });
});
