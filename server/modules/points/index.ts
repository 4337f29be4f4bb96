export { pointsRoutes } from './routes';
export { earnOnDeposit, earnOnSettlement, grantPoints, pointsHouse, takeBackOnRollback } from './earn';
export { decideRedemption, opsPoints, opsRedemptions, saveReward } from './mall';
export { saveSettings } from './settings';
