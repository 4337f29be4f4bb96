export { systemRoutes } from './routes';
export { isRegionBlocked, permissionOf, statusOf } from './service';
export { announcementsInForce, bannersOf, captchaAnswer, noticesPage } from './store';
export { mediaRoutes } from './site/mediaRoutes';
export { PageTemplate, bootJson, pageLanguage } from './site/page';
export { pageContent, routeOf } from './site/pageContent';
export { siteRoutes } from './site/routes';
