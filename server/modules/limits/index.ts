export { limitsRoutes } from './routes';
export { depositWithinLimits, limitErrorOf, limitReached, limitsOf, lowerLimit } from './service';
export { limitUsagePurgeJob } from './usagePurge';
