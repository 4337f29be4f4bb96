import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { VendorGames } from '../parts/games/VendorGames';

/** /fbsports (header only): the FB sports vendor's games, each opening in the game frame. */
export default function FbSports(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  return <VendorGames code="FB" gameType="SPORTS" title={t('fbSportsTitle')} />;
}
