export { studioRoutes } from './routes';
export { launchMember } from './studioLaunch';
