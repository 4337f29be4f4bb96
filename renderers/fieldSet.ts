import type { ComponentType } from 'react';
import type { SlotProps } from '../src/contract/slotProps';

/** Every field renderer, keyed by file path: imported by RuleForm, so they load with the first form. */
export const fieldModules = import.meta.glob<{ default: ComponentType<SlotProps['field']> }>(['./fields/*.tsx', '!./fields/*.test.tsx'], { eager: true });
