import { use, type ComponentType } from 'react';
import type { SlotProps } from '../src/contract/slotProps';
import { rendererKeyOf } from './rendererKeyOf';

type Field = ComponentType<SlotProps['field']>;

// The keys are known without loading the fields: the registry and the renderer-key check at start
// need them on the first page, the fields themselves only when a form opens.
const keys = Object.keys(import.meta.glob(['./fields/*.tsx', '!./fields/*.test.tsx'])).map(rendererKeyOf);

let loaded: Map<string, Field> | undefined;
let loading: Promise<Map<string, Field>> | undefined;

/**
 * No first screen draws a form, so the field renderers stay out of the site's first script.
 * RuleForm imports them (fieldSet.ts) and hands them over here when its chunk runs, so a form is
 * never drawn one field at a time.
 */
export function provideFieldRenderers(modules: Record<string, { default: Field }>) {
  loaded ??= new Map(Object.entries(modules).map(([path, mod]) => [rendererKeyOf(path), mod.default]));
}

/** For a field drawn outside RuleForm: the same set, fetched on demand. */
export function loadFieldRenderers(): Promise<Map<string, Field>> {
  return (loading ??= import('./fieldSet').then(({ fieldModules }) => {
    provideFieldRenderers(fieldModules);
    return loaded!;
  }));
}

function standIn(key: string): Field {
  function FieldRenderer(props: SlotProps['field']) {
    const Real = (loaded ?? use(loadFieldRenderers())).get(key)!;
    return <Real {...props} />;
  }
  FieldRenderer.displayName = `Field(${key})`;
  return FieldRenderer;
}

/** One registry entry per field file; each draws the real renderer once the chunk is in. */
export const fieldRenderers: ReadonlyArray<readonly [string, Field]> = keys.map((key) => [key, standIn(key)] as const);
