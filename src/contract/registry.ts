import type { ComponentType } from 'react';
import type { Slot } from '../generated/rendererKeys';
import type { SlotProps } from './slotProps';

export interface RendererEntry<S extends Slot> {
  slot: S;
  key: string;
  component: ComponentType<SlotProps[S]>;
}

/**
 * Configuration names renderers by key; this maps each key of each slot to its component.
 * Registering a key twice throws; asking for a key nobody registered logs once and answers
 * undefined, so the caller hides the entry instead of drawing a blank page.
 */
export class Registry {
  private readonly bySlot = new Map<Slot, Map<string, ComponentType<never>>>();
  private readonly reported = new Set<string>();

  register<S extends Slot>(entry: RendererEntry<S>): this {
    const slot = this.bySlot.get(entry.slot) ?? new Map<string, ComponentType<never>>();
    if (slot.has(entry.key)) throw new Error(`renderer "${entry.key}" is registered twice for slot "${entry.slot}"`);
    slot.set(entry.key, entry.component as ComponentType<never>);
    this.bySlot.set(entry.slot, slot);
    return this;
  }

  get<S extends Slot>(slot: S, key: string): ComponentType<SlotProps[S]> | undefined {
    const found = this.bySlot.get(slot)?.get(key);
    if (!found && !this.reported.has(`${slot}/${key}`)) {
      this.reported.add(`${slot}/${key}`);
      console.warn(`no renderer for ${slot} "${key}": the entry is hidden`);
    }
    return found as ComponentType<SlotProps[S]> | undefined;
  }

  keys(slot: Slot): string[] {
    return [...(this.bySlot.get(slot)?.keys() ?? [])].sort();
  }
}
