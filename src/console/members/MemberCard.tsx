import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmGroup } from '../ConfirmGroup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../engine/formatAmount';
import { formatDateTime } from '../../engine/formatDateTime';
import type { IdentityProof, OpsBrand } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { consoleTimeZone } from '../consoleTimeZone';
import type { EditorMessage } from '../useDraftSave';
import { HandedPassword } from './HandedPassword';
import { MemberBreaks } from './MemberBreaks';
import { isModuleOn } from '../../engine/moduleSwitch';
import { IdentityProofFields } from './IdentityProofFields';
import { MemberLimits } from './MemberLimits';
import { memberKeys, memberMutations, memberQueries, type MemberAction as Action } from '../queries/members';

/** The actions that replace a lost factor, taken only with proof of who the member is (ASVS 6.4.4). */
const needsProof: ReadonlySet<Action> = new Set(['totpReset', 'passwordReset']);

/** One member: profile, status and live sessions, and what support may do about them, each step confirmed. */
export function MemberCard({ brand, id, onBack }: { brand: OpsBrand; id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [message, setMessage] = useState<EditorMessage>(null);
  // A one-time password support issued: shown here once, never again.
  const [issued, setIssued] = useState<string | null>(null);
  const [proof, setProof] = useState<IdentityProof | null>(null);
  const proofChanged = useCallback((p: IdentityProof | null) => setProof(p), []);
  const view = useQuery(memberQueries.card(brand.id, id, i18n.language));
  useEffect(() => heading.current?.focus(), []);
  const act = useMutation({
    ...memberMutations.act(brand.id, id, i18n.language),
    onMutate: () => setIssued(null),
    onSuccess: async (done, { action }) => {
      if (done.temporaryPassword) setIssued(done.temporaryPassword);
      const text =
        action === 'signOut'
          ? t('memberSignedOut', { count: done.ended })
          : action === 'passwordReset' || action === 'totpReset'
            ? t(`memberDone_${action}`, { count: done.ended })
            : t(`memberDone_${action}`);
      setConfirming(null);
      setMessage({ kind: 'ok', text });
      await client.invalidateQueries({ queryKey: memberKeys.lists(brand.id) });
      await client.invalidateQueries({ queryKey: memberKeys.card(brand.id, id) });
    },
    onError: (err) => {
      setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
    },
  });

  const m = view.data?.member;
  // An account support opened that never signed in gets its one-time password again without proof: nobody has made it theirs.
  const proofAsked = (a: Action) => needsProof.has(a) && !(a === 'passwordReset' && m?.firstPasswordPending);
  const actions: Action[] = m
    ? [m.locked ? 'unlock' : 'lock', 'signOut', m.mustChangePassword ? 'cancelChange' : 'forceChange', 'passwordReset', ...(m.authenticatorOn ? (['totpReset'] as const) : [])]
    : [];
  return (
    <div className="member-card">
      <Button variant="secondary" size="small" onClick={onBack}>
        {t('membersBack')}
      </Button>
      <h2 ref={heading} tabIndex={-1}>
        {m ? m.account : t('page_members')}
      </h2>
      {view.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : !m ? (
        <p role="alert">{failureMessage(view.error, t('networkError'))}</p>
      ) : (
        <>
          <dl className="member-card__facts">
            {(
              [
                ['memberId', m.id],
                ['memberNickname', m.nickname ?? ''],
                ['memberMobile', m.mobile ? `${m.mobile} · ${m.mobileConfirmed ? t('memberMobileConfirmed') : t('memberMobileNotConfirmed')}` : ''],
                ['memberEmail', m.email ?? ''],
                ['memberType', t(`memberType_${m.type}`, { defaultValue: String(m.type) })],
                ['memberBalance', formatMoney(brand.currencySymbol, m.balance)],
                [
                  'memberStatus',
                  [m.locked ? t('memberLocked') : t('memberActive'), m.mustChangePassword ? t('memberMustChange') : '', m.authenticatorOn ? t('memberAuthenticatorOn') : '']
                    .filter(Boolean)
                    .join(' · '),
                ],
                ['memberJoined', formatDateTime(m.createdAt, consoleTimeZone)],
                ['memberLastSignIn', m.lastLoginAt ? formatDateTime(m.lastLoginAt, consoleTimeZone) : t('memberNever')],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('memberSessions', { count: view.data!.sessions.length })}</h3>
          {view.data!.sessions.length === 0 ? (
            <p>{t('memberNoSessions')}</p>
          ) : (
            <ul className="member-card__sessions">
              {view.data!.sessions.map((s) => (
                <li key={s.startedAt}>{t('memberSessionSpan', { from: formatDateTime(s.startedAt, consoleTimeZone), to: formatDateTime(s.expiresAt, consoleTimeZone) })}</li>
              ))}
            </ul>
          )}
          <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
            {message?.text}
          </p>
          {issued && (
            <div className="console-ok">
              <HandedPassword password={issued} />
            </div>
          )}
          {confirming && proofAsked(confirming) && (
            <IdentityProofFields key={confirming} brandId={brand.id} memberId={id} mobile={m.mobile && m.mobileConfirmed ? m.mobile : null} onChange={proofChanged} />
          )}
          {confirming ? (
            <ConfirmGroup
              action={t(`memberAction_${confirming}`)}
              question={t(`memberConfirm_${confirming}`, { account: m.account })}
              pending={act.isPending}
              onConfirm={() => {
                if (proofAsked(confirming) && !proof) setMessage({ kind: 'error', text: t('identityProofMissing') });
                else act.mutate({ action: confirming, proof });
              }}
              onCancel={() => setConfirming(null)}
            />
          ) : (
            <div className="member-card__actions">
              {actions.map((a) => (
                <Button
                  key={a}
                  size="small"
                  variant={a === 'lock' ? 'primary' : 'secondary'}
                  onClick={() => {
                    setProof(null);
                    setConfirming(a);
                  }}
                >
                  {t(`memberAction_${a}`)}
                </Button>
              ))}
            </div>
          )}
          <MemberLimits brand={brand} id={id} />
          {isModuleOn(brand.settings, 'RG3') && <MemberBreaks brand={brand} id={id} />}
        </>
      )}
    </div>
  );
}
