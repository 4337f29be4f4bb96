export { mailSenderFor } from './mailSender';
export { recoveryRoutes } from './routes';
