import { lazy, type ComponentType } from 'react';
import type { Registry } from '../src/contract/registry';
import type { SlotProps } from '../src/contract/slotProps';
import centrePages from './centrePages.json';
import { rendererKeyOf as keyOf } from './rendererKeyOf';

type Page<S extends 'member' | 'agent'> = () => Promise<{ default: ComponentType<SlotProps[S]> }>;

// File = key: renderers/member/<key>.tsx and renderers/agent/<key>.tsx, each loaded when first shown.
// This map of some thirty pages is itself loaded with the first opening of a centre (the registry's
// `defer`), so a visitor, who never opens one, never downloads it. Centre pages not built yet are
// listed in centrePages.json and drawn by one factory; a page that gets its own file leaves the
// list (registering both throws).
const pages = {
  member: import.meta.glob<{ default: ComponentType<SlotProps['member']> }>(['./member/*.tsx', '!./member/*.test.tsx']),
  agent: import.meta.glob<{ default: ComponentType<SlotProps['agent']> }>(['./agent/*.tsx', '!./agent/*.test.tsx']),
} satisfies { member: Record<string, Page<'member'>>; agent: Record<string, Page<'agent'>> };

/** Registers the member- and agent-centre pages. */
export function registerCentres(registry: Registry): void {
  for (const slot of ['member', 'agent'] as const) {
    for (const [path, load] of Object.entries(pages[slot])) registry.register({ slot, key: keyOf(path), component: lazy(load) as never });
    const Factory = lazy(() => import('./parts/CentrePage').then((m) => ({ default: m.centrePage(slot) })));
    for (const key of centrePages[slot]) registry.register({ slot, key, component: Factory as never });
  }
}
