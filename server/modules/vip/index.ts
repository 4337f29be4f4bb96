export { vipRoutes } from './routes';
export { countDeposit, raiseLevel } from './progress';
export { memberRebateRates } from './rebateRates';
export { monthlyJob } from './monthlyJob';
export { opsLevels, removeTopLevel, saveLevel, saveOptions } from './store';
