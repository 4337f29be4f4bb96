import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { referralInfoQuery, referralListQuery } from '../../src/api/referral/referral';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Button } from '../../src/ui/Button';
import { Pagination } from '../../src/ui/Pagination';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import { useQrCode } from '../parts/useQrCode';
import { registrationLink } from '../parts/registrationLink';
import './referral.css';

const pageSize = 10;

/**
 * Invite a friend (AFFMAN3, decision 0264): the member's code, link and QR code with copy buttons,
 * the programme's terms, what their invitees earned them, and the invitees, masked, with where each
 * stands. A reward paid is a balance change, so the live channel's `balance` event refreshes it.
 */
export default function Referral({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const { timeZone } = usePermission().whitelabel;
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const [copied, setCopied] = useState<'code' | 'link' | 'failed' | null>(null);
  const info = useQuery(referralInfoQuery(token));
  const list = useQuery(referralListQuery(token, pageNo, pageSize));
  const code = info.data?.referralCode ?? null;
  const link = code ? registrationLink('referralCode', code) : null;
  const qr = useQrCode(link);

  const copy = (what: 'code' | 'link', text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(what),
      () => setCopied('failed'),
    );

  return (
    <section aria-labelledby={`centre-${pageKey}`} className="referral">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState
        query={info}
        isEmpty={() => false}
        emptyTitle=""
        loading={
          <div className="referral__card">
            <Skeleton height="1.5em" width="40%" />
            <Skeleton height="1em" width="80%" />
          </div>
        }
      >
        {(d) => (
          <>
            <div className="referral__card">
              <div className="referral__share">
                <dl className="referral__codes">
                  <div>
                    <dt>{t('referralCode')}</dt>
                    <dd>
                      <code className="referral__code">{d.referralCode}</code>
                      <Button variant="secondary" size="small" onClick={() => void copy('code', d.referralCode)} aria-label={t('referralCopyCode')}>
                        {t('referralCopy')}
                      </Button>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('referralLink')}</dt>
                    <dd>
                      <span className="referral__link">{link}</span>
                      <Button variant="secondary" size="small" onClick={() => link && void copy('link', link)} aria-label={t('referralCopyLink')}>
                        {t('referralCopy')}
                      </Button>
                    </dd>
                  </div>
                </dl>
                {qr && <img className="referral__qr" src={qr} width={192} height={192} alt={t('referralQr')} />}
              </div>
              <p className="referral__copied" role="status">
                {copied === 'code' ? t('referralCodeCopied') : copied === 'link' ? t('referralLinkCopied') : copied === 'failed' ? t('referralCopyFailed') : ''}
              </p>
            </div>
            <div className="referral__card">
              <h3>{t('referralTerms')}</h3>
              {d.programme.enabled ? (
                <p>{t('referralTermsText', { reward: money(d.programme.reward), deposit: money(d.programme.minDeposit), turnover: money(d.programme.minTurnover) })}</p>
              ) : (
                <p>{t('referralPaused')}</p>
              )}
              <dl className="referral__totals">
                <div>
                  <dt>{t('referralInvited')}</dt>
                  <dd>{d.invited}</dd>
                </div>
                <div>
                  <dt>{t('referralQualified')}</dt>
                  <dd>{d.qualified}</dd>
                </div>
                <div>
                  <dt>{t('referralEarned')}</dt>
                  <dd>{money(d.earned)}</dd>
                </div>
              </dl>
            </div>
          </>
        )}
      </QueryState>
      <h3 className="referral__listTitle">{t('referralInvitees')}</h3>
      <QueryState query={list} isEmpty={(d) => d.total === 0} emptyTitle={t('referralNoInvitees')}>
        {(d) => (
          <>
            <div className="referral__tableWrap">
              <table className="referral__table" aria-busy={list.isFetching}>
                <caption className="mq-visually-hidden">{t('referralInvitees')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('referralAccount')}</th>
                    <th scope="col">{t('referralJoined')}</th>
                    <th scope="col">{t('referralFirstDeposit')}</th>
                    <th scope="col">{t('referralTurnover')}</th>
                    <th scope="col">{t('referralStatus')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((r) => (
                    <tr key={`${r.account}-${r.joinedAt}`}>
                      <td>{r.account}</td>
                      <td>{formatDateTime(r.joinedAt, timeZone)}</td>
                      <td>{money(r.firstDeposit)}</td>
                      <td>{money(r.turnover)}</td>
                      <td>
                        <span className={`referral__status referral__status--${r.status}`}>{t(`referralStatus_${r.status}`)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('referralPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
