import { useSearchParams } from 'react-router';
import type { SlotProps } from '../../src/contract/slotProps';
import { GameLauncher } from '../parts/games/GameLauncher';
import { VendorGames } from '../parts/games/VendorGames';

/**
 * /game (header only): `nodeId` opens that game in the frame; `vendor` with `gameType` (a vendor
 * launched from the header) lists the vendor's games of the category to choose from.
 */
export default function GameFrame(_: SlotProps['screen']) {
  const [params] = useSearchParams();
  const nodeId = Number(params.get('nodeId'));
  // Keyed by the game: another game is another launch, never the last one's frame.
  if (Number.isInteger(nodeId) && nodeId > 0) return <GameLauncher key={nodeId} nodeId={nodeId} />;
  return <VendorGames code={params.get('vendor') ?? ''} gameType={params.get('gameType')} />;
}
