export { vendorApiRoutes } from './routes';
export { VendorSecrets } from './vendorSecrets';
