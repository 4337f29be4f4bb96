import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { EmptyState } from '../parts/EmptyState';
import { useCategoryVendors } from '../parts/useCategoryVendors';
import { GameLobby } from '../parts/games/GameLobby';
import { LotteryGame } from '../parts/games/LotteryGame';
import { InHouseLottery } from '../parts/games/lottery/InHouseLottery';
import { IN_HOUSE_LOTTERY } from '../../src/engine/inHouseLottery';

/**
 * /lottery (header only). With `gameCode` and `vendor` (SPEC §2.1, §2.8) that game opens: the
 * in-house lottery's on its own betting page (decision 0313), another vendor's in the game frame;
 * otherwise the lottery lobby, `vendor` choosing its tab, named in the subtitle by its name, never
 * by its code, with SPEC §2.8's game tabs (SC, VP, TG, AC, JP, and BG where the brand speaks TY)
 * that have games. /vnlottery is the Vietnam lottery's own lobby (vnLottery.tsx).
 */
export default function Lottery({ route }: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const { vendors } = useCategoryVendors(route.category);
  const vendor = params.get('vendor');
  const gameCode = params.get('gameCode');
  // `playType` (SPEC §2.1) opens the slip on that bet type, when it is one of the game's.
  if (vendor === IN_HOUSE_LOTTERY && gameCode) return <InHouseLottery key={gameCode} gameCode={gameCode} playType={params.get('playType')} />;
  if (vendor && gameCode) return <LotteryGame vendor={vendor} gameCode={gameCode} />;
  const named = vendors.find((v) => v.vassalage === vendor);
  return (
    <div className="screen">
      <h1 className="screen__title">{t('lotteryTitle')}</h1>
      {named && <p className="screen__subtitle">{t('lotteryOf', { vendor: named.name })}</p>}
      {route.category ? <GameLobby category={route.category} allVendorsTab classifyTabs /> : <EmptyState title={t('noVendorsInCategory')} />}
    </div>
  );
}
