import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useSession } from '../../src/api/sessionStore';
import { NoGameOpen } from '../parts/NoGameOpen';
import './gameFrame.css';

/** /game (header only): a game in an embedded frame, once launched; visitors are asked to sign in. */
export default function GameFrame(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const vendor = params.get('vendor') ?? '';
  const url = params.get('url');
  const signedIn = useSession() !== null;
  if (url && signedIn && url.startsWith('https://')) {
    return <iframe className="game-frame" src={url} title={t('gameOf', { vendor })} allow="fullscreen; autoplay" />;
  }
  return (
    <div className="screen">
      <h1 className="screen__title">{t('gameOf', { vendor })}</h1>
      <NoGameOpen />
    </div>
  );
}
