import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { Registry } from '../contract/registry';
import { RegistryContext } from '../contract/contexts';
import { Boot } from './Boot';
import { seedBootData } from './bootData';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
seedBootData(queryClient);

export function App({ registry }: { registry: Registry }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RegistryContext.Provider value={registry}>
        <BrowserRouter>
          <Boot />
        </BrowserRouter>
      </RegistryContext.Provider>
    </QueryClientProvider>
  );
}
