import { useCallback, useState } from 'react';
import { useSession } from '../../../src/api/sessionStore';
import { LOTTFAV, readLotteryFavourites, toggleLotteryFavourite } from '../../../src/engine/lotteryFavourites';

/** The signed-in member's (or the visitor's) favourite lottery games, kept in LOTTFAV per username (SPEC §3). */
export function useLotteryFavourites(): { favourites: readonly string[]; toggle: (gameCode: string) => void } {
  const user = useSession()?.account ?? '';
  const [store, setStore] = useState(() => readLotteryFavourites(localStorage.getItem(LOTTFAV)));
  const toggle = useCallback(
    (gameCode: string) => {
      // Read again: another tab may have changed it since this page drew.
      const next = toggleLotteryFavourite(readLotteryFavourites(localStorage.getItem(LOTTFAV)), user, gameCode);
      localStorage.setItem(LOTTFAV, JSON.stringify(next));
      setStore(next);
    },
    [user],
  );
  return { favourites: store[user] ?? [], toggle };
}
