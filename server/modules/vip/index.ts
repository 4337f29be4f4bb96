export { vipRoutes } from './routes';
export { countDeposit, countValidBet } from './progress';
export { memberRebateRates } from './rebateRates';
export { monthlyJob } from './monthlyJob';
export { opsLevels, removeTopLevel, saveLevel, saveOptions } from './store';
