export { autoReceiveJob } from './autoReceiveJob';
export { paymentsRoutes } from './routes';
