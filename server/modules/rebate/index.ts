export { rebateRoutes } from './routes';
export { rebateDue, REBATE_HOUSE } from './service';
export { brandRebate, saveBrandRebate } from './desk';
