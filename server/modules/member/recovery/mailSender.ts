import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Profile } from '../../../config';
import { apiError } from '../../../errors';

/** Where e-mail goes. */
export interface MailSender {
  /** False when mail cannot leave at all (production without an SMTP server): the call says so to everyone alike. */
  available: boolean;
  send(msg: { brandId: string; brandName: string; to: string; subject: string; text: string }): Promise<void>;
}

/**
 * In production, mail leaves through the SMTP server `MARQUEE_SMTP_URL` names (nodemailer), and
 * without one the mail calls answer 503 rather than pretend to send. Outside production it goes to
 * the dev outbox (GET /dev/outbox), where tests and a developer read the link. Mail is sent as
 * the brand's name at `MARQUEE_MAIL_FROM`.
 */
export function mailSenderFor(db: Kysely<Tables>, profile: Profile, smtpUrl = process.env.MARQUEE_SMTP_URL, fromAddress = process.env.MARQUEE_MAIL_FROM): MailSender {
  if (profile === 'production') {
    if (!smtpUrl) return { available: false, send: async () => Promise.reject(apiError('MAIL_UNAVAILABLE')) };
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      available: true,
      async send({ brandName, to, subject, text }) {
        await transport.sendMail({ from: { name: brandName, address: fromAddress ?? 'no-reply@localhost' }, to, subject, text }).catch(() => Promise.reject(apiError('MAIL_UNAVAILABLE')));
      },
    };
  }
  return {
    available: true,
    async send({ brandId, to, subject, text }) {
      await db.insertInto('dev_outbox').values({ brand_id: brandId, channel: 'email', to, text: `${subject}\n\n${text}`, code: null }).execute();
    },
  };
}
