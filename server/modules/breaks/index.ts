export { breaksRoutes } from './routes';
export { memberBreaks, startBreak } from './service';
