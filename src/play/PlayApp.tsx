import { useCallback, useEffect, useState } from 'react';
import type { StudioSession, Whitelabel } from '../generated/types';
import { CallError, failureMessage } from '../api/callClient';
import { playCall } from './playApi';
import { GameTable } from './GameTable';
import { useT } from './TranslateContext';

type Load = { state: 'loading' } | { state: 'ready'; session: StudioSession } | { state: 'ended' } | { state: 'failed'; message: string };

/** The game page: its launch read from the server, then the game; or why there is none. */
export function PlayApp({ token, brand }: { token: string | null; brand: Whitelabel | null }) {
  const t = useT();
  const [load, setLoad] = useState<Load>(!brand ? { state: 'failed', message: t('errorNetwork') } : token ? { state: 'loading' } : { state: 'ended' });

  /** Reads the launch: the game, the end of its session, or why it could not be read. */
  const read = useCallback(() => {
    if (!token) return;
    playCall('studio/session', { t: token }).then(
      (session) => setLoad({ state: 'ready', session }),
      (err: unknown) =>
        setLoad(
          err instanceof CallError && (err.errorCode === 'GAME_SESSION_INVALID' || err.errorCode === 'VALIDATION_FAILED')
            ? { state: 'ended' }
            : { state: 'failed', message: failureMessage(err, t('errorNetwork')) },
        ),
    );
  }, [token, t]);
  // The first read, as the page opens (it starts out loading where there is a launch to read).
  useEffect(() => {
    if (brand) read();
  }, [read, brand]);
  const retry = () => {
    // Without the brand (its call failed) there is nothing to draw the game with: load the page again.
    if (!brand) return location.reload();
    if (!token) return;
    setLoad({ state: 'loading' });
    read();
  };

  useEffect(() => {
    if (brand) document.title = load.state === 'ready' ? t('pageTitle', { game: load.session.game.name, brand: brand.name }) : brand.name;
  }, [load, brand, t]);

  const ended = useCallback(() => setLoad({ state: 'ended' }), []);

  if (load.state === 'ready' && token && brand) return <GameTable token={token} session={load.session} brand={brand} onEnded={ended} />;
  return (
    <main className="play-notice">
      {load.state === 'loading' && (
        <p className="play-notice__loading" role="status">
          <span className="play-spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      )}
      {load.state === 'ended' && (
        <div className="play-notice__card" role="alert">
          <h1 className="play-notice__title">{t('sessionEnded')}</h1>
          <p>{t('sessionEndedText')}</p>
        </div>
      )}
      {load.state === 'failed' && (
        <div className="play-notice__card" role="alert">
          <h1 className="play-notice__title">{t('loadFailed')}</h1>
          <p>{load.message}</p>
          <button type="button" className="play-button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
    </main>
  );
}
