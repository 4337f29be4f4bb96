import type { BrandConfig } from '../generated/types';
import { rendererKeys, type Slot } from '../generated/rendererKeys';

export interface UnknownRenderer {
  pointer: string;
  slot: Slot;
  key: string;
}

/**
 * The first place a brand config names a renderer no file under renderers/ provides, as a JSON
 * pointer: such a config would draw nothing there, so neither start-up nor the console accepts it.
 */
export function checkRendererKeys(config: BrandConfig, known: { readonly [S in Slot]: readonly string[] } = rendererKeys): UnknownRenderer | null {
  const has = (slot: Slot, key: string) => known[slot].includes(key);
  const lists: Array<[string, Slot, Array<{ key: string }> | undefined]> = [
    ['sidebar', 'sidebar', config.sidebar],
    ['memberPages', 'member', config.memberPages],
    ['agentPages', 'agent', config.agentPages],
  ];
  for (const [i, route] of (config.routes ?? []).entries()) {
    if (!has('screen', route.screen)) return { pointer: `/routes/${i}/screen`, slot: 'screen', key: route.screen };
    if (route.dialog && !has('dialog', route.dialog)) return { pointer: `/routes/${i}/dialog`, slot: 'dialog', key: route.dialog };
  }
  for (const [prop, slot, entries] of lists) {
    for (const [i, entry] of (entries ?? []).entries()) {
      if (!has(slot, entry.key)) return { pointer: `/${prop}/${i}/key`, slot, key: entry.key };
    }
  }
  return null;
}
