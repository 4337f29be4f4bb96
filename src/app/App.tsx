import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { Registry } from '../contract/registry';
import { RegistryContext } from '../contract/contexts';
import { Boot } from './Boot';
import { seedBootData } from './bootData';
import { permissionQuery } from '../api/system/site';
import { prepareBrand } from './prepareBrand';
import { preview } from '../api/preview';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
const seeded = seedBootData(queryClient);
// In the console's preview frame, the registration editor's unsaved rules redraw the open form.
if (preview.token) void import('../api/previewFrame').then((m) => m.followPostedRules(queryClient));

/**
 * With the boot data in the page, language, theme and strings are made ready before React's first
 * render (src/main.tsx waits for this), so that render is the whole shell and the server's first
 * paint stays on screen until then. Without it (the vite dev server) Boot does the same after
 * asking the API. Resolves with the language, or null when Boot must do it.
 */
export const prepared: Promise<string | null> = seeded
  ? prepareBrand(queryClient.getQueryData(permissionQuery().queryKey)!.whitelabel).catch(() => null)
  : Promise.resolve(null);

export function App({ registry, initialLanguage = null }: { registry: Registry; initialLanguage?: string | null }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RegistryContext.Provider value={registry}>
        <BrowserRouter>
          <Boot initialLanguage={initialLanguage} />
        </BrowserRouter>
      </RegistryContext.Provider>
    </QueryClientProvider>
  );
}
