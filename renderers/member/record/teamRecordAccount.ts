/**
 * The member Team management's "Records" chose: the team's betting record opens searched for its
 * account. Taken once, by the next team record page drawn.
 */
let chosen: string | null = null;

export function setTeamRecordAccount(account: string): void {
  chosen = account;
}

export function takeTeamRecordAccount(): string {
  const account = chosen ?? '';
  chosen = null;
  return account;
}
