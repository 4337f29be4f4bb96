import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import type { OpsBrandView } from '../generated/types';
import { Button } from '../ui/Button';
import { failureMessage } from '../api/callClient';
import { useConsole } from './ConsoleContext';
import { brandChanged, brandMutations } from './queries/brands';
import { consoleTimeZone } from './consoleTimeZone';

/**
 * What is live and what waits: the published version, the shared draft (who, when, which parts),
 * and for an admin the buttons that publish it as the next version or throw it away.
 */
export function DraftBar({ view }: { view: OpsBrandView }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const refresh = () => brandChanged(client, view.brandId);
  const failed = (err: Error) => {
    setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
  };
  const publish = useMutation({
    ...brandMutations.publish(view.brandId, i18n.language),
    onSuccess: async (done) => {
      setNote('');
      setMessage({ kind: 'ok', text: t('published', { version: done.version }) });
      await refresh();
    },
    onError: failed,
  });
  const discard = useMutation({
    ...brandMutations.discardDraft(view.brandId, i18n.language),
    onSuccess: async () => {
      setMessage({ kind: 'ok', text: t('draftDiscarded') });
      await refresh();
    },
    onError: failed,
  });
  const busy = publish.isPending || discard.isPending;
  const draft = view.draft;

  return (
    <section className="console-card draft-bar" aria-label={t('draftBarLabel')}>
      <p className="draft-bar__live">{t('publishedVersion', { version: view.version })}</p>
      {draft ? (
        <p className="draft-bar__draft">
          {t('draftBy', { name: draft.operator, time: formatDateTime(draft.updatedAt, consoleTimeZone), parts: draft.edited.map((p) => t(`part_${p}`)).join(', ') })}
        </p>
      ) : (
        <p className="console-muted">{t('noDraft')}</p>
      )}
      {draft && operator.role === 'admin' && (
        <form
          className="draft-bar__actions"
          onSubmit={(e) => {
            e.preventDefault();
            publish.mutate(note.trim());
          }}
        >
          <label className="console-field">
            <span>{t('publishNote')}</span>
            <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </label>
          <Button type="submit" disabled={busy} aria-busy={publish.isPending || undefined}>
            {t('publish')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => discard.mutate()}>
            {t('discardDraft')}
          </Button>
        </form>
      )}
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
    </section>
  );
}
