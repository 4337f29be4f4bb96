import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/config';
import { fieldAccessDoc } from '../scripts/fieldAccess';

// docs/fields.md is the field-level list of who writes and reads what (ASVS 8.1.2): made from the
// call table and the schemas, it must be made again whenever they change.

describe('docs/fields.md', () => {
  it('is what the call table and the schemas say now (npx tsx scripts/fieldAccess.ts)', () => {
    expect(readFileSync(join(projectRoot, 'docs', 'fields.md'), 'utf8')).toBe(fieldAccessDoc());
  });

  it('lists an operator call with its roles, and what it writes and reads', () => {
    expect(fieldAccessDoc()).toContain('| `POST /ops/operators` | admin | `username`, `role` | `id`, `username`, `temporaryPassword`, `authenticator{secret, otpauthUrl, qrCode}` |');
  });
});
