export { vipRoutes } from './routes';
export { countDeposit, raiseLevel } from './progress';
export { monthlyJob } from './monthlyJob';
export { opsLevels, removeTopLevel, saveLevel, saveOptions } from './store';
