export { feedbackRoutes } from './routes';
export { actOnFeedback, feedbackImage, feedbackQueue } from './service';
