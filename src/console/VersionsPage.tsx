import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import type { OpsBrand, OpsVersion, SettingsTree } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { pointerLabel, valueLabel } from './pointerLabel';
import './forms/formStrings';
import { brandChanged, brandMutations, brandQueries } from './queries/brands';

const pageSize = 10;

/** A brand's published versions, newest first, each with what changed; an admin can put any earlier one back. */
export function VersionsPage() {
  return <BrandFrame page="versions">{(brand) => <VersionList brand={brand} />}</BrandFrame>;
}

function VersionList({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(brandQueries.versions(brand.id, page, pageSize, i18n.language));
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  if (list.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!list.data) return <p role="alert">{failureMessage(list.error, t('networkError'))}</p>;
  const totalPages = Math.max(1, Math.ceil(list.data.total / pageSize));
  return (
    <>
      <p className="console-muted">{t('versionsLead')}</p>
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
      {list.data.items.length === 0 ? (
        <p>{t('versionsEmpty', { version: list.data.current })}</p>
      ) : (
        <ol className="version-list" aria-busy={list.isFetching || undefined}>
          {list.data.items.map((v) => (
            <VersionCard key={v.version} brandId={brand.id} settings={brand.settings} version={v} live={v.version === list.data.current} onDone={setMessage} />
          ))}
        </ol>
      )}
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
    </>
  );
}

function VersionCard({ brandId, settings, version: v, live, onDone }: { brandId: string; settings: SettingsTree; version: OpsVersion; live: boolean; onDone: (m: { kind: 'ok' | 'error'; text: string }) => void }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const rollback = useMutation({
    ...brandMutations.rollback(brandId, i18n.language),
    onSuccess: async (done) => {
      setConfirming(false);
      onDone({ kind: 'ok', text: t('rolledBack', { version: done.version, from: v.version }) });
      await brandChanged(client, brandId);
    },
    onError: (err) => {
      onDone({ kind: 'error', text: failureMessage(err, t('networkError')) });
    },
  });
  const titleId = `version-${v.version}`;
  return (
    <li className="console-card version" aria-labelledby={titleId}>
      <div className="version__head">
        <h2 id={titleId}>
          {t('version', { version: v.version })}
          {live && <span className="version__live">{t('liveBadge')}</span>}
        </h2>
        <p className="console-muted">
          {v.operator ? t('versionBy', { name: v.operator, time: formatDateTime(v.at, consoleTimeZone) }) : t('firstVersion')}
          {v.restoredFrom !== null && <> · {t('restoredFrom', { version: v.restoredFrom })}</>}
        </p>
        {v.note && <p className="version__note">{v.note}</p>}
      </div>
      {v.version > 1 &&
        (v.changes.length === 0 ? (
          <p className="console-muted">{t('noChanges')}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table version__changes">
              <caption className="mq-visually-hidden">{t('changesCaption', { version: v.version })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('changeWhere')}</th>
                  <th scope="col">{t('changeBefore')}</th>
                  <th scope="col">{t('changeAfter')}</th>
                </tr>
              </thead>
              <tbody>
                {v.changes.map((c) => (
                  <tr key={c.pointer}>
                    <td>{pointerLabel(c.pointer, t, settings)}</td>
                    <td className="version__before">{valueLabel(c.before, t, c.pointer)}</td>
                    <td className="version__after">{valueLabel(c.after, t, c.pointer)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {v.changeCount > v.changes.length && <p className="console-muted">{t('moreChanges', { count: v.changeCount - v.changes.length })}</p>}
          </div>
        ))}
      {!live && operator.role === 'admin' && (
        <div className="version__actions">
          {confirming ? (
            <>
              <span>{t('rollbackConfirm', { version: v.version })}</span>
              <Button size="small" onClick={() => rollback.mutate(v.version)} disabled={rollback.isPending} aria-busy={rollback.isPending || undefined}>
                {t('rollbackYes')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => setConfirming(false)} disabled={rollback.isPending}>
                {t('cancel')}
              </Button>
            </>
          ) : (
            <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
              {t('rollbackTo', { version: v.version })}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
