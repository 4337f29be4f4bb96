import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Profile } from '../../config';
import { apiError } from '../../errors';

/** Where text messages go. */
export interface SmsSender {
  send(msg: { brandId: string; to: string; text: string; code: string | null }): Promise<void>;
}

/**
 * Outside production, messages go to the dev outbox (GET /dev/outbox) instead of a phone. No SMS
 * provider is wired in yet, so in production sending answers 503 rather than pretending to send.
 */
export function smsSenderFor(db: Kysely<Tables>, profile: Profile): SmsSender {
  if (profile === 'production') {
    return { send: () => Promise.reject(apiError('SMS_UNAVAILABLE')) };
  }
  return {
    async send({ brandId, to, text, code }) {
      await db.insertInto('dev_outbox').values({ brand_id: brandId, channel: 'sms', to, text, code }).execute();
    },
  };
}
