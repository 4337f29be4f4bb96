// SPEC §5 "remember me", kept in cookies for a day as the spec says — but what is kept is the
// account name and a token the server issued and can revoke, never the password.

const DAY_S = 24 * 60 * 60;
const names = { account: 'rememberUser', token: 'rememberToken' } as const;

const readCookie = (name: string) => {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
};
const writeCookie = (name: string, value: string, maxAge: number) => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
};

/** The account this device remembers, with its token; null when none (or the day is over). */
export function remembered(): { account: string; token: string } | null {
  const account = readCookie(names.account);
  const token = readCookie(names.token);
  return account && token ? { account, token } : null;
}

/** Remembers the account with the server's token; a token handed on by a remembered sign-in keeps the first day's end. */
export function remember(account: string, token: string, maxAge = DAY_S): void {
  writeCookie(names.account, account, maxAge);
  writeCookie(names.token, token, maxAge);
}

/** Forgets the account on this device: unticked, "not you?", or a token the server no longer takes. */
export function forgetRemembered(): void {
  writeCookie(names.account, '', 0);
  writeCookie(names.token, '', 0);
}
