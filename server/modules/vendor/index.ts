export { vendorRoutes } from './routes';
export { VendorSecrets } from './vendorSecrets';
