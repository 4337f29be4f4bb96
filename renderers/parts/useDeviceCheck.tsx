import { useState, type ReactNode } from 'react';
import { failureMessage, failureVerification } from '../../src/api/client';
import type { VerificationAsked } from '../../src/generated/types';
import { DeviceCheckForm } from './DeviceCheckForm';

/**
 * The brand's new-device check on a way in (a password sign-in, a recovery): a request the server
 * answered VERIFICATION_REQUIRED is kept — as `again` makes it, when the first sending held
 * something spent by then — and `form` asks for the code and sends it again with it. `attempt`
 * answers whether the code is now asked, and rethrows any other failure for the caller's own handling.
 */
export function useDeviceCheck<B extends { otp?: string }>(
  send: (body: B) => Promise<void>,
  fallback: string,
  again: (body: B) => B = (body) => body,
  /** Where the form's Back leads, beyond closing the form (the way in that asked, by default). */
  back?: () => void,
): { attempt: (body: B) => Promise<boolean>; form: ReactNode } {
  const [check, setCheck] = useState<{ body: B; asked: VerificationAsked } | null>(null);

  const attempt = async (body: B) => {
    try {
      await send(body);
      return false;
    } catch (e) {
      const asked = failureVerification(e);
      if (!asked) throw e;
      setCheck({ body: again(body), asked });
      return true;
    }
  };

  /** Without a code, it asks again, which texts a new one. */
  const sendAgain = async (otp?: string) => {
    if (!check) return null;
    try {
      await send(otp ? { ...check.body, otp } : check.body);
      return null;
    } catch (e) {
      const asked = failureVerification(e);
      if (asked) setCheck({ ...check, asked });
      return asked && !otp ? null : failureMessage(e, fallback);
    }
  };

  const form = check ? (
    <DeviceCheckForm
      asked={check.asked}
      onCode={sendAgain}
      onResend={() => sendAgain()}
      onBack={() => {
        setCheck(null);
        back?.();
      }}
    />
  ) : null;
  return { attempt, form };
}
