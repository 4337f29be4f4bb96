import { lazy, type ComponentType } from 'react';
import { Registry } from '../src/contract/registry';
import type { SlotProps } from '../src/contract/slotProps';
import type { Slot } from '../src/generated/rendererKeys';
import Home from './screens/home';
import sideLinks from './sideLinks.json';
import { sideLink, type SideLinkKey } from './parts/SideLink';
import { fieldRenderers } from './fieldRenderers';
import { rendererKeyOf as keyOf } from './rendererKeyOf';

type Loader<S extends Slot> = () => Promise<{ default: ComponentType<SlotProps[S]> }>;
type Eager<S extends Slot> = { default: ComponentType<SlotProps[S]> };

// File = key: renderers/<slot folder>/<key>.tsx. Screens and dialogs load when first shown; side-bar
// icons are small and drawn on the first page (those that link to one of the brand's resources of
// the same type, system/permission's, are one renderer for the keys of sideLinks.json: each with its
// glyph in SideIcon.tsx and its label side_<key> in locales/*/nav.json); fields load with the first
// form (fieldRenderers.tsx); the centres' pages join with the first opening of a centre (./centres.ts).
const lazySlots = {
  screen: import.meta.glob<Eager<'screen'>>(['./screens/*.tsx', '!./screens/home.tsx', '!./screens/*.test.tsx']),
  dialog: import.meta.glob<Eager<'dialog'>>(['./dialogs/*.tsx', '!./dialogs/*.test.tsx']),
} satisfies { [S in Slot]?: Record<string, Loader<S>> };

const eagerSlots = {
  sidebar: import.meta.glob<Eager<'sidebar'>>(['./sidebar/*.tsx', '!./sidebar/*.test.tsx'], { eager: true }),
} satisfies { [S in Slot]?: Record<string, Eager<S>> };

/** The registry of every renderer under renderers/. */
export function buildRegistry(): Registry {
  const registry = new Registry();
  registry.register({ slot: 'screen', key: 'home', component: Home });
  for (const [slot, files] of Object.entries(lazySlots) as Array<[Slot, Record<string, Loader<Slot>>]>) {
    for (const [path, load] of Object.entries(files)) registry.register({ slot, key: keyOf(path), component: lazy(load) as never });
  }
  for (const [slot, files] of Object.entries(eagerSlots) as Array<[Slot, Record<string, Eager<Slot>>]>) {
    for (const [path, mod] of Object.entries(files)) registry.register({ slot, key: keyOf(path), component: mod.default as never });
  }
  for (const key of sideLinks as SideLinkKey[]) registry.register({ slot: 'sidebar', key, component: sideLink(key) as never });
  for (const [key, component] of fieldRenderers) registry.register({ slot: 'field', key, component });
  registry.defer(['member', 'agent'], () => import('./centres').then((m) => m.registerCentres));
  return registry;
}
