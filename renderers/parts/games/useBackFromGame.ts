import { useNavigate } from 'react-router';
import type { Category } from '../../../src/generated/types';
import { useRuntime } from '../../../src/contract/contexts';

/**
 * Leaving a game: back where the player came from, or, for a game opened from a link (no earlier
 * page of the site in this tab), the game's category page, else home.
 */
export function useBackFromGame(category: Category | null): () => void {
  const navigate = useNavigate();
  const { navigation } = useRuntime();
  return () => {
    // The router numbers its entries in history.state.idx: above 0, an earlier page is the site's own.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) return void navigate(-1);
    const page = navigation.find((n) => n.kind === 'category' && n.category === category);
    void navigate(page?.path ?? '/');
  };
}
