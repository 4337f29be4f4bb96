import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { Pagination } from '../ui/Pagination';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { auditQueries } from './queries/audit';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 20;
/** The actions the log records, for its filter. */
const actions = [
  'signIn',
  'signIn.failed',
  'signIn.expiredPassword',
  'signOut',
  'module.set',
  'draft.save',
  'draft.discard',
  'brand.publish',
  'brand.rollback',
  'notice.save',
  'notice.delete',
  'announcement.save',
  'announcement.delete',
  'message.send',
  'message.withdraw',
  'banner.save',
  'banner.delete',
  'banner.order',
  'media.upload',
  'member.lock',
  'member.unlock',
  'member.signOut',
  'member.signOutAll',
  'member.passwordChange',
  'member.totpReset',
  'member.passwordReset',
  'member.move',
  'agentApplication.approve',
  'agentApplication.reject',
  'help.category.save',
  'help.category.delete',
  'help.article.save',
  'help.article.delete',
  'help.order',
  'deposit.approve',
  'deposit.reject',
  'social.save',
  'operator.passwordChanged',
  'operator.created',
  'operator.passwordReset',
  'operator.authenticatorReset',
  'operator.locked',
  'operator.unlocked',
  'operator.sessionEnded',
  'operator.otherSessionsEnded',
] as const;

/** Every operator action, newest first, filtered by action and operator (admin). */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState('');
  const [operatorName, setOperatorName] = useState('');
  const [page, setPage] = useState(1);
  const log = useQuery(auditQueries.page(action, operatorName.trim(), page, pageSize, i18n.language));

  const actionLabel = (a: string) => t(`action_${a.replaceAll('.', '_')}`, { defaultValue: a });
  const detailOf = (detail: Record<string, unknown>) =>
    [
      typeof detail.enabled === 'boolean' ? t(detail.enabled ? 'switchedOn' : 'switchedOff') : '',
      typeof detail.to === 'number' ? t('restoredFrom', { version: detail.to }) : '',
      Array.isArray(detail.parts) ? detail.parts.map((p) => t(`part_${String(p)}`)).join(', ') : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const targetLabel = (target: string) => (/^v\d+$/.test(target) ? t('version', { version: target.slice(1) }) : t(`modules:${target}`, { defaultValue: target }));
  const totalPages = Math.max(1, Math.ceil((log.data?.total ?? 0) / pageSize));

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('page_audit')}</h1>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} role="search" aria-label={t('auditFilters')}>
        <label className="console-field">
          <span>{t('action')}</span>
          <select
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('allActions')}</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('operator')}</span>
          <input
            value={operatorName}
            maxLength={64}
            onChange={(e) => {
              setOperatorName(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </form>
      <ListState query={log} empty={(log.data?.items.length ?? 0) === 0} emptyText={t('auditEmpty')}>
        {() => (
          <>
            <ConsoleTable caption={t('auditCaption', { count: log.data!.total })} busy={log.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('operator')}</th>
                  <th scope="col">{t('action')}</th>
                  <th scope="col">{t('brand')}</th>
                  <th scope="col">{t('target')}</th>
                  <th scope="col">{t('ip')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data!.items.map((item) => (
                  <tr key={item.id}>
                    <td>{formatDateTime(item.at, consoleTimeZone)}</td>
                    <td>{item.operator}</td>
                    <td>{actionLabel(item.action)}</td>
                    <td>{item.brandId ?? ''}</td>
                    <td>
                      {item.target ? targetLabel(item.target) : ''} {detailOf(item.detail)}
                    </td>
                    <td>{item.ip}</td>
                  </tr>
                ))}
              </tbody>
            </ConsoleTable>
            {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
          </>
        )}
      </ListState>
    </section>
  );
}
