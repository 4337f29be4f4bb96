export { Balances } from './Balances';
export { amountWithin, minorOf } from './amount';
export { checkLedger } from './checkLedger';
export { debitFingerprint, postChange, walletBalance, type Posting } from './ledger';
export { walletRoutes } from './routes';
export { autoReceiveJob } from './payments/autoReceiveJob';
export { decideDeposit, decideWithdrawal, deskCounts, deskDeposits, deskWithdrawals } from './payments/desk';
export { proofOf } from './payments/proofs';
export { paymentsRoutes } from './payments/routes';
