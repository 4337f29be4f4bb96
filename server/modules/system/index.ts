export { systemRoutes } from './routes';
export { isRegionBlocked, permissionOf, statusOf } from './service';
export { announcementsInForce, bannersOf, captchaAnswer } from './store';
