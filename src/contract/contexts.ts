import { createContext, useContext } from 'react';
import type { Runtime } from '../engine/runtime';
import type { Permission } from '../generated/types';
import type { Registry } from './registry';

export const RegistryContext = createContext<Registry | null>(null);
export const RuntimeContext = createContext<Runtime | null>(null);
export const PermissionContext = createContext<Permission | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside its provider`);
  return value;
}

export const useRegistry = () => required(useContext(RegistryContext), 'the registry');
export const useRuntime = () => required(useContext(RuntimeContext), 'the runtime');
export const usePermission = () => required(useContext(PermissionContext), 'the permission settings');
