import type { SettingsTree } from '../../../src/generated/types';

/**
 * The tree with one module switched, or null when the tree has no such module. Only the node
 * changes: a parent switched off keeps its children's own flags, so switching it on again brings
 * back what was there (the engine reads a child as off while its parent is).
 */
export function withModule(tree: SettingsTree, modId: string, enabled: boolean): SettingsTree | null {
  let found = false;
  const walk = (nodes: SettingsTree): SettingsTree =>
    nodes.map((n) => {
      const node = n.modId === modId ? ((found = true), { ...n, enabled: enabled ? ('1' as const) : ('0' as const) }) : n;
      return node.childrenNodes ? { ...node, childrenNodes: walk(node.childrenNodes) } : node;
    });
  const next = walk(tree);
  return found ? next : null;
}
