export { socialRoutes } from './routes';
export { OidcClients } from './OidcClients';
export { linksOf, unlink } from './identities';
export { callbackPath, providerModule, providerRow, providerRows, readyProviders, socialProviders, type ProviderRow } from './providers';
