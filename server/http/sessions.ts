import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { apiError } from '../errors';
import { tokenHash, tokenOf } from '../modules/session/service';
import { sessionMember } from '../modules/session/store';

/** Who a call marked 'token' is made by. */
export interface SignedMember {
  id: string;
  account: string;
  type: number;
  /** The session's key, so sign-out can end exactly this one. */
  tokenHash: string;
}

/** Reads the session token of a request: a live session of the request's brand, or 401 UNAUTHORIZED. */
export class Sessions {
  constructor(private readonly db: Kysely<Tables>) {}

  async read(req: FastifyRequest): Promise<SignedMember> {
    const token = tokenOf(req.headers.authorization);
    if (!token) throw apiError('UNAUTHORIZED');
    const hash = tokenHash(token);
    const member = await sessionMember(this.db, req.brand.id, hash);
    if (!member) throw apiError('UNAUTHORIZED');
    return { ...member, tokenHash: hash };
  }
}
