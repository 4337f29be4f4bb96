export { promoRoutes } from './routes';
export { endGrantForBreak, releaseGrant, takeBackTurnover } from './turnover';
export { expiryJob, expireGrants } from './expiryJob';
export { turnsJob } from './turnsJob';
export { countAvailable, decideApplication } from './service';
export { forfeitByHand, grantByHand, opsPromotions, promoApplications, savePromotion } from './console';
