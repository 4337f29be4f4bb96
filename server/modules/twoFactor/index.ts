export { newDeviceCheck } from './newDeviceCheck';
export { twoFactorRoutes } from './routes';
