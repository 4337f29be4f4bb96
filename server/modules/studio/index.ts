export { studioRoutes } from './routes';
