import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError, failureMessage } from '../api/callClient';
import { playCall, setPlayLanguage } from './playApi';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetch = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('playCall', () => {
  it('reads with the input in the query, in the game\'s language, with no sign-in token', async () => {
    const fetch = answer(200, { success: true, value: [] });
    setPlayLanguage('en');
    expect(await playCall('studio/rounds', { t: 'tok en' })).toEqual([]);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/studio/rounds?t=tok+en');
    expect(init.headers).toEqual({ Accept: 'application/json', Language: 'EN' });
  });

  it('posts a round as JSON, leaving out what is not set', async () => {
    const fetch = answer(200, { success: true, value: { roundId: 'S1' } });
    await playCall('studio/round', { t: 'x', stake: '1.00', choice: undefined });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/studio/round');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ t: 'x', stake: '1.00' });
  });

  it('throws the server\'s code, message and balance', async () => {
    answer(409, { success: false, errorCode: 'INSUFFICIENT_FUNDS', message: 'Not enough.', balance: '3.00' });
    const err = await playCall('studio/round', { t: 'x', stake: '5.00' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallError);
    expect(err).toMatchObject({ status: 409, errorCode: 'INSUFFICIENT_FUNDS', message: 'Not enough.', balance: '3.00' });
    expect(failureMessage(err, 'fallback')).toBe('Not enough.');
  });

  it('tells a lost connection from a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const err = await playCall('studio/session', { t: 'x' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ errorCode: 'NETWORK' });
    expect(failureMessage(err, 'fallback')).toBe('fallback');
  });
});
