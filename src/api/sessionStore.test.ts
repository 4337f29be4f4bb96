import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession, renewSession, saveSession, sessionToken } from './sessionStore';

// The tab's signed-in state in session storage, with a renewal of the token (ASVS 7.2.4).

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });
});

describe('a session the server renewed', () => {
  it('sends the new token from then on, and is the same signed-in state to the page', () => {
    saveSession({ token: 'first', accountType: 0, account: 'rahim01' });
    const before = readSession();
    renewSession('second');
    expect(sessionToken()).toBe('second');
    expect(readSession()).toBe(before);
    expect(readSession()).toMatchObject({ token: 'first', account: 'rahim01' });
    // The member info telling who the session is does not put the old token back.
    saveSession({ token: 'first', accountType: 1, account: 'rahim01' });
    expect(sessionToken()).toBe('second');
    expect(readSession()).toMatchObject({ token: 'first', accountType: 1 });
  });

  it('is forgotten whole at sign-out, and a new sign-in starts from its own token', () => {
    saveSession({ token: 'first', accountType: 0, account: 'rahim01' });
    renewSession('second');
    clearSession();
    expect(sessionToken()).toBeNull();
    expect(readSession()).toBeNull();
    renewSession('stray');
    expect(sessionToken()).toBeNull();
    saveSession({ token: 'third', accountType: 0, account: 'karim02' });
    expect(sessionToken()).toBe('third');
    expect(readSession()).toMatchObject({ token: 'third', account: 'karim02' });
  });
});
