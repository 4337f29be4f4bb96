export { vendorRoutes } from './routes';
export { VendorSecrets } from './vendorSecrets';
export { walletClient } from './walletClient';
export { takenOrRefused } from './takenOrRefused';
export { houseOf, productOf } from './vendorCall';
