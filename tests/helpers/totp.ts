import { generate } from 'otplib';

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The 30-second step the clock is in. */
export const stepNow = () => Math.floor(Date.now() / STEP_MS);

/**
 * The code an authenticator app shows now, as a person reads it: the server takes only the current
 * step's code (ASVS 6.5.5), so a code read in the last `marginMs` of its step waits for the next one
 * rather than turn over on its way (a browser test types it, and needs the longer margin).
 */
export async function codeNow(secret: string, marginMs = 2_000): Promise<string> {
  const left = (stepNow() + 1) * STEP_MS - Date.now();
  if (left < marginMs) await sleep(left + 50);
  return generate({ secret });
}

/** The code of the first step after `step` (one a code was already taken in), waiting for that step to begin. */
export async function codeAfter(secret: string, step: number, marginMs = 2_000): Promise<string> {
  const wait = (step + 1) * STEP_MS - Date.now();
  if (wait > 0) await sleep(wait + 50);
  return codeNow(secret, marginMs);
}
