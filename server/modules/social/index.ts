export { socialRoutes } from './routes';
