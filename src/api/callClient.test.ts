import { afterEach, describe, expect, it, vi } from 'vitest';
import { callClient, CallError } from './callClient';

afterEach(() => vi.unstubAllGlobals());

const table = {
  'x/read': { method: 'GET', path: '/x/:id' },
  'x/write': { method: 'POST', path: '/x', encrypted: true },
} as const;

function answers(...replies: Array<[number, unknown]>) {
  const fetch = vi.fn((..._args: unknown[]) => {
    const [status, body] = replies.shift()!;
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the call client', () => {
  it('fills the path, puts the given values of a read in the query and returns the value', async () => {
    const fetch = answers([200, { success: true, value: 7 }]);
    const call = callClient(table, { headers: () => ({ Language: 'EN' }) });
    expect(await call('x/read', { id: 'a b', page: 2, empty: '', none: undefined })).toBe(7);
    expect(fetch.mock.calls[0]![0]).toBe('/x/a%20b?page=2');
  });

  it('throws the refusal with its code, message and field, and a lost connection as NETWORK', async () => {
    answers([400, { success: false, errorCode: 'VALIDATION_FAILED', message: 'Bad.', field: 'name' }]);
    const call = callClient(table, { headers: () => ({}) });
    await expect(call('x/read', { id: 1 })).rejects.toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'Bad.', field: 'name' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(call('x/read', { id: 1 })).rejects.toBeInstanceOf(CallError);
  });

  it('sends a call again once when the policy says a 401 came for a token since renewed', async () => {
    const fetch = answers([401, { success: false, errorCode: 'UNAUTHORIZED', message: 'Signed out.' }], [401, { success: false, errorCode: 'UNAUTHORIZED', message: 'Signed out.' }]);
    const refused = vi.fn(() => Promise.resolve(true));
    const call = callClient(table, { headers: () => ({}), token: () => 'tok', refused });
    await expect(call('x/read', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('seals an encrypted call and seals it afresh once when the server asks', async () => {
    const fetch = answers([400, { success: false, errorCode: 'BAD_ENCRYPTION', message: 'Old key.' }], [200, { success: true, value: 'ok' }]);
    const seal = vi.fn((body: Record<string, unknown>, fresh: boolean) => Promise.resolve({ sealed: JSON.stringify(body), fresh }));
    const call = callClient(table, { headers: () => ({}), seal, sealAgain: (code) => code === 'BAD_ENCRYPTION' });
    expect(await call('x/write', { a: 1 })).toBe('ok');
    expect(seal.mock.calls.map((c) => c[1])).toEqual([false, true]);
    expect(JSON.parse((fetch.mock.calls[1]![1] as RequestInit).body as string)).toEqual({ sealed: '{"a":1}', fresh: true });
  });
});
