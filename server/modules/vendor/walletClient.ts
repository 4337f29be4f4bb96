import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope, VendorBetAnswer, VendorBetRequest, VendorWinAnswer, VendorWinRequest } from '../../../src/generated/types';
import { toMinorUnits } from '../../../src/engine/money';
import { limitReached } from '../limits/index';
import { apiError, type ErrorCode } from '../../errors';
import { signedHeaders } from '../../lib/vendorSignature';
import { calls } from '../../../src/generated/calls';

/**
 * A house game (the studio's, the in-house lottery) reaches the wallet as any vendor does: a signed
 * call to /vendor-api/:vendor/…, with that vendor's secret. It goes through the server's own
 * request handling (inject), so the house gets no way around the checks an outside vendor meets.
 */
export function walletClient(app: FastifyInstance, brand: { id: string; host: string }, vendor: string) {
  const call = async <T>(op: 'bet' | 'win', input: unknown): Promise<T> => {
    // From the connections' copy in memory, which the signature check on the other side reads too.
    const secret = await app.vendorSecrets.of(brand.id, vendor);
    if (!secret) throw apiError('VENDOR_UNKNOWN');
    const body = JSON.stringify(input);
    const res = await app.inject({
      method: 'POST',
      url: calls[`vendor/${op}`].path.replace(':vendor', encodeURIComponent(vendor)),
      headers: { host: brand.host, ...signedHeaders(secret, body) },
      payload: body,
    });
    const answer = res.json<{ success: true; value: T } | (ErrorEnvelope & { errorCode: ErrorCode })>();
    // A refusal reaches the player as the wallet said it: insufficient funds with the balance, a play limit with the limit.
    if (!answer.success) {
      if (answer.limit) throw limitReached(answer.limit.kind, answer.limit.period, String(toMinorUnits(answer.limit.amount)));
      throw apiError(answer.errorCode, undefined, undefined, answer.balance ? { balance: answer.balance } : {});
    }
    return answer.value;
  };
  return {
    bet: (input: VendorBetRequest) => call<VendorBetAnswer>('bet', input),
    win: (input: VendorWinRequest) => call<VendorWinAnswer>('win', input),
  };
}
