export { mediaRoutes } from './mediaRoutes';
export { PageTemplate, bootJson, pageLanguage } from './page';
export { pageContent, routeOf } from './pageContent';
export { siteRoutes } from './routes';
