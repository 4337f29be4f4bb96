export { limitsRoutes } from './routes';
export { depositWithinLimits, limitErrorOf, limitsOf, lowerLimit } from './service';
export { limitUsagePurgeJob } from './usagePurge';
