export { previewParts } from './brandVersions';
export { opsRoutes } from './routes';
