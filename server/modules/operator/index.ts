export { previewParts } from './brandVersions';
export { operatorRoutes } from './routes';
