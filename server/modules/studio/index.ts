export { studioRoutes } from './routes';
export { launchMember } from './studioLaunch';
export { settleSweepJob } from './settleSweep';
