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
  private readonly deferred = new Map<Slot, () => Promise<void>>();
  private readonly loading = new Map<Slot, Promise<void>>();

  /**
   * Slots whose renderers join later, with their first use (the centres' pages, which no visitor
   * opens): `load` brings the code that registers them. Until `ready` has settled, `get` on those
   * slots finds nothing.
   */
  defer(slots: Slot[], load: () => Promise<(registry: Registry) => void>): this {
    let once: Promise<void> | null = null;
    const run = () => (once ??= load().then((register) => register(this)));
    for (const slot of slots) this.deferred.set(slot, run);
    return this;
  }

  /** Settles once the slot's renderers are registered: at once for a slot registered up front. The same promise each time, for React's `use`. */
  ready(slot: Slot): Promise<void> {
    let p = this.loading.get(slot);
    if (!p) {
      p = this.deferred.get(slot)?.() ?? Promise.resolve();
      this.loading.set(slot, p);
    }
    return p;
  }

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
