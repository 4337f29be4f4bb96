/** An account as a public board shows it (the winners', a race's): enough for its owner to know it, not for others to find it. */
export const maskAccount = (account: string) => (account.length <= 3 ? `${account[0] ?? ''}**` : `${account.slice(0, 2)}${'*'.repeat(Math.min(account.length - 3, 4))}${account.slice(-1)}`);
