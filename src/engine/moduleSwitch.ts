import type { SettingsNode, SettingsTree } from '../generated/types';
import type { ModuleId } from '../generated/calls';

/** The common module: every site has it, and no settings tree can switch it off. */
export const COMMON_MODULE = 'COMM3';

/**
 * Whether a module is on in the settings tree: its node says enabled '1' and so does every
 * ancestor (switching a parent off switches its children off). A module the tree does not list
 * is off, so a brand only offers what its operator has put in its tree.
 */
export function isModuleOn(tree: SettingsTree, modId: ModuleId): boolean {
  if (modId === COMMON_MODULE) return true;
  const walk = (nodes: SettingsNode[] | undefined): boolean | undefined => {
    for (const node of nodes ?? []) {
      if (node.modId === modId) return node.enabled === '1';
      const below = walk(node.childrenNodes);
      if (below !== undefined) return node.enabled === '1' && below;
    }
    return undefined;
  };
  return walk(tree) ?? false;
}
