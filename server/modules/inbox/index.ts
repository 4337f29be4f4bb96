export { inboxRoutes } from './routes';
