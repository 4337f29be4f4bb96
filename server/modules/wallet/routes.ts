import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { transfer } from './transfer';
import { walletsOf } from './vendorWallets';
import { transactionsOf } from './transactions';
import { profitOf } from './profit';
import { betsOf } from './bets';
import { checkPeriod } from './period';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { apiError } from '../../errors';

/** The wallet calls: the balance the logged-in bar shows, the member's wallets, transfers between them, the account record, the betting record (the member's, or an agent's team's). */
export function walletRoutes(app: FastifyInstance) {
  defineRoute(app, 'wallet/balance', async ({ member }) => ({ sumBalance: fromMinorUnits(await app.balances.of(member.id)) }));
  defineRoute(app, 'wallet/vendorWallets', async ({ db, brand, member }) => walletsOf(db, brand.id, member.id));
  defineRoute(app, 'wallet/transactions', async ({ db, brand, member, input, lang }) => {
    checkPeriod(input);
    // The call opens with either module; each asset's record asks for its own (decision 0260).
    if (!isModuleOn(brand.settings, input.asset === 'PTS' ? 'PTSYS3' : 'MEMTRANS3')) throw apiError('MODULE_DISABLED');
    return transactionsOf(db, { id: brand.id, timeZone: brand.config.timeZone }, lang, { member: member.id }, input);
  });
  defineRoute(app, 'wallet/profit', async ({ db, brand, member, input }) => {
    checkPeriod(input);
    return profitOf(db, brand.config.timeZone, member.id, input);
  });
  defineRoute(app, 'wallet/bets', async ({ db, brand, member, input, lang }) => {
    checkPeriod(input);
    return betsOf(db, { timeZone: brand.config.timeZone, defaultLang: brand.config.defaultLang }, input.language ?? lang, { member: member.id }, input);
  });
  // The agent centre's Transaction Details (decision 0274): the account record of every member below the agent.
  defineRoute(app, 'wallet/teamTransactions', async ({ db, brand, member, input, lang }) => {
    checkPeriod(input);
    const { account, ...filters } = input;
    return transactionsOf(db, { id: brand.id, timeZone: brand.config.timeZone }, lang, { team: member.id, account: account?.trim() || undefined }, filters);
  });
  // The agent centre's Team Betting (decision 0282): the same record, for every member below the agent.
  defineRoute(app, 'wallet/teamBets', async ({ db, brand, member, input, lang }) => {
    checkPeriod(input);
    const { account, ...filters } = input;
    return betsOf(db, { timeZone: brand.config.timeZone, defaultLang: brand.config.defaultLang }, input.language ?? lang, { team: member.id, account: account?.trim() || undefined }, filters);
  });
  defineRoute(app, 'wallet/transfer', async ({ db, brand, member, input, onceKey }) => transfer(db, { brandId: brand.id, memberId: member.id, ledgerKey: onceKey!, input }));
}
