import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { GameVendor } from '../../src/generated/types';
import { Modal } from '../../src/ui/Modal';
import { VendorGameList } from '../parts/games/VendorGames';

/**
 * SPEC §2.5's game popup, what §2.8's VASSALAGE launch shows: a vendor's games of a category over
 * the current page. A game opens as its tile does (cockfight, or a vendor with one game, opens its
 * first game at once), and whatever leaves the page closes the popup with it.
 */
export default function GamePopupDialog({ onClose, vendor }: SlotProps['dialog'] & { vendor: Pick<GameVendor, 'vassalage' | 'gameType' | 'name'> }) {
  const { t } = useTranslation('screens');
  const { key } = useLocation();
  const openedAt = useRef(key);
  // Before the browser draws the new page: a game opened at once (cockfight's first) must never
  // show under the popup that opened it, not even for a frame.
  useLayoutEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
  return (
    <Modal title={t('gameOf', { vendor: vendor.name })} onClose={onClose} width={1040}>
      <VendorGameList code={vendor.vassalage} gameType={vendor.gameType} />
    </Modal>
  );
}
