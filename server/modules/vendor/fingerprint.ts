import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';

export type VendorTxKind = 'bet' | 'win' | 'rollback';

/** What "the same call again" means for a vendor's txId: the same kind with the same body, its keys in a fixed order. */
export const vendorFingerprint = (kind: VendorTxKind, input: unknown): string =>
  createHash('sha256')
    .update(`${kind}\n${stringify(input) ?? ''}`)
    .digest('base64url');
