import { use } from 'react';
import { LoaderContext, type LoaderApi } from './LoaderContext';

export function useLoader(): LoaderApi {
  const api = use(LoaderContext);
  if (!api) throw new Error('useLoader() needs a <LoaderProvider> above it');
  return api;
}
