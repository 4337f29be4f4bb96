import type { SettingsNode, SettingsTree } from '../generated/types';
import type { ModuleId } from '../generated/calls';

/** The common module: every site has it, and no settings tree can switch it off. */
export const COMMON_MODULE = 'COMM3';

/** Each tree's answers, kept with it: the server asks one for every call, and a tree is never changed in place (a change is a new tree). */
const answers = new WeakMap<SettingsTree, Map<ModuleId, boolean>>();

/**
 * Whether a module is on in the settings tree: its node says enabled '1' and so does every
 * ancestor (switching a parent off switches its children off). A module the tree does not list
 * is off, so a brand only offers what its operator has put in its tree.
 */
export function isModuleOn(tree: SettingsTree, modId: ModuleId): boolean {
  if (modId === COMMON_MODULE) return true;
  if (!Array.isArray(tree)) return false;
  let known = answers.get(tree);
  if (!known) answers.set(tree, (known = new Map<ModuleId, boolean>()));
  let on = known.get(modId);
  if (on === undefined) {
    on = walk(tree, modId) ?? false;
    known.set(modId, on);
  }
  return on;
}

function walk(nodes: SettingsNode[] | undefined, modId: ModuleId): boolean | undefined {
  for (const node of nodes ?? []) {
    if (node.modId === modId) return node.enabled === '1';
    const below = walk(node.childrenNodes, modId);
    if (below !== undefined) return node.enabled === '1' && below;
  }
  return undefined;
}
