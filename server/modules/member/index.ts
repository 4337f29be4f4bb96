export { avatarRoutes } from './avatarRoutes';
export { memberRoutes } from './routes';
export { setPassword } from './store';
