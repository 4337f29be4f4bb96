import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '../../src/api/games';
import type { SlotProps } from '../../src/contract/slotProps';
import { useSession } from '../../src/api/sessionStore';
import { NoGameOpen } from '../parts/NoGameOpen';
import './gameFrame.css';

/** /game (header only): a game in an embedded frame, once launched; visitors are asked to sign in. */
export default function GameFrame(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const code = params.get('vendor') ?? '';
  const gameType = params.get('gameType');
  const url = params.get('url');
  const signedIn = useSession() !== null;
  // The URL carries the vendor's code (TCG_LOTTO_VN); a player reads its name from the brand's data.
  // One code may serve several categories (PP: live and slots), so the game type picks among them.
  const menus = useQuery(gameMenusQuery()).data ?? [];
  const named = menus.flatMap((m) => m.vendors).filter((v) => v.vassalage === code);
  const vendor = (named.find((v) => String(v.gameType) === gameType) ?? named[0])?.name;
  const title = vendor ? t('gameOf', { vendor }) : t('gameTitle');
  if (url && signedIn && url.startsWith('https://')) {
    return <iframe className="game-frame" src={url} title={title} allow="fullscreen; autoplay" />;
  }
  return (
    <div className="screen">
      <h1 className="screen__title">{title}</h1>
      <NoGameOpen />
    </div>
  );
}
