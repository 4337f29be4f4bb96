export { rebateRoutes } from './routes';
export { rebateDue, REBATE_HOUSE, takeBackRebate } from './service';
export { brandRebate, saveBrandRebate } from './desk';
