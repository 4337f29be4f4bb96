import type { SettingsTree } from '../generated/types';

/** One switch of the modules page. */
export interface ModuleSwitch {
  modId: string;
  on: boolean;
  /** 0 for a group's own switch, 1 and deeper for the modules inside it. */
  depth: number;
  /** The nearest switched-off module above this one: while it is off, this one is off for players whatever its own flag. */
  offAbove: string | null;
}

export interface ModuleGroup {
  head: ModuleSwitch;
  members: ModuleSwitch[];
}

/** The common module is always on (MODULES.md): it has no switch. */
const alwaysOn = new Set(['COMM3']);

/** The settings tree as the modules page shows it: a group per top-level module, its modules below it in order. */
export function moduleGroups(tree: SettingsTree): ModuleGroup[] {
  const groups: ModuleGroup[] = [];
  for (const top of tree) {
    if (alwaysOn.has(top.modId)) continue;
    const head: ModuleSwitch = { modId: top.modId, on: top.enabled === '1', depth: 0, offAbove: null };
    const members: ModuleSwitch[] = [];
    const walk = (nodes: SettingsTree, depth: number, offAbove: string | null) => {
      for (const n of nodes) {
        const row = { modId: n.modId, on: n.enabled === '1', depth, offAbove };
        members.push(row);
        if (n.childrenNodes) walk(n.childrenNodes, depth + 1, offAbove ?? (row.on ? null : n.modId));
      }
    };
    walk(top.childrenNodes ?? [], 1, head.on ? null : head.modId);
    groups.push({ head, members });
  }
  return groups;
}
