export { vipRoutes } from './routes';
export { countDeposit, raiseLevel, takeBackValidBet } from './progress';
export { memberRebateRates } from './rebateRates';
export { monthlyJob } from './monthlyJob';
export { opsLevels, removeTopLevel, saveLevel, saveOptions } from './store';
