import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { translate, type Language } from '../../i18n';
import type { Brand } from '../../brands/store';
import { CODE_TTL_S, inBrandCountries, newCode, secondsUntilResend, type SmsPurpose } from './service';
import type { SmsSender } from './smsSender';
import * as store from './store';

/** What a text says: a code, or a word to the phone's owner that carries none. */
export type TextKey = 'register' | 'registerTaken' | 'login' | 'loginNoAccount' | 'reset' | 'resetNoAccount' | 'device' | 'confirm' | 'identity';

const carriesCode: ReadonlySet<TextKey> = new Set(['register', 'login', 'reset', 'device', 'confirm', 'identity']);

/**
 * A code as it is kept and compared when it was sent for one request only (a sign-in from one
 * device): typed for another request, the same digits are a wrong code.
 */
export const boundCode = (code: string, binding: string | undefined) => (binding ? `${binding}\n${code.trim()}` : code);

/** What a code is bound to: the browser's own id, or the caller's address when it sent none. */
export const bindingOf = (deviceId: string | null | undefined, ip: string) => deviceId ?? ip;

/**
 * Texts the number, every SMS code's one way out. A new code is kept for the number and purpose
 * (replacing the last) when the last is a minute old (429 SMS_TOO_SOON otherwise), and one of the
 * number's texts of the day is taken (429 SMS_DAILY_LIMIT when they are used up). Both in one
 * transaction, so a text refused by the day's cap leaves the last code as it was. A text that
 * carries no code still keeps one the person never sees: its number then answers exactly as one
 * that was sent a code, to the next request and to a guess.
 */
export async function textCode(
  db: Kysely<Tables>,
  sms: SmsSender,
  t: { brand: Brand; lang: Language; purpose: SmsPurpose; mobile: string; key: TextKey; field: string; binding?: string },
): Promise<void> {
  const { brand, purpose, mobile, field } = t;
  // Here too, not only where a number is typed: a number kept from before the brand's list changed
  // is not texted abroad either, and nothing is counted for it.
  if (!inBrandCountries(brand.config.countries, mobile)) throw apiError('SMS_COUNTRY_REFUSED', {}, field);
  const code = newCode();
  await store.forgetOldTexts(db);
  await db.transaction().execute(async (trx) => {
    if (!(await store.saveCode(trx, brand.id, purpose, mobile, boundCode(code, t.binding)))) {
      const wait = secondsUntilResend(await store.lastSentAt(trx, brand.id, purpose, mobile), new Date());
      throw apiError('SMS_TOO_SOON', { seconds: String(Math.max(1, wait)) }, field);
    }
    if (!(await store.countText(trx, brand.id, mobile, brand.config.timeZone))) throw apiError('SMS_DAILY_LIMIT', {}, field);
  });
  const shown = carriesCode.has(t.key) ? code : null;
  const body = translate(t.lang, `sms:${t.key}`, { brand: brand.config.name, code: shown ?? '', minutes: String(CODE_TTL_S / 60) });
  await sms.send({ brandId: brand.id, to: mobile, text: body, code: shown });
}
