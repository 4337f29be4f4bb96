export { Balances } from './Balances';
export { amountWithin, minorOf } from './amount';
export { checkLedger } from './checkLedger';
export { debitFingerprint, postChange, walletBalance, type Posting } from './ledger';
export { walletRoutes } from './routes';
