import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the player asked for less motion: the games then still wait out a round, without moving. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, () => matchMedia(query).matches);
