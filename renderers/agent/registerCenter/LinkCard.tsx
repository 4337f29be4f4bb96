import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { linksChanged, updateAffiliateLink } from '../../../src/api/agent/registerCenter';
import type { AffiliateLink } from '../../../src/generated/types';
import { formatNumber } from '../../../src/engine/formatNumber';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { CopyValue } from '../../member/deposit/CopyValue';
import { registrationLink } from '../../parts/registrationLink';
import { useQrCode } from '../../parts/useQrCode';

/** One registration link: its address with a copy button and QR code, what it makes, its counts, its switch and its note. */
export function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation('agent');
  const client = useQueryClient();
  const address = registrationLink('affiliateCode', link.code);
  const qr = useQrCode(address, 128);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(link.note ?? '');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const update = useMutation({
    mutationFn: (change: { enabled?: boolean; note?: string }) => updateAffiliateLink({ id: link.id, ...change }),
    onMutate: () => {
      setProblems({});
      setOutcome(null);
    },
    onSuccess: () => {
      setEditing(false);
      void linksChanged(client);
    },
    onError: failed,
  });
  const titleId = `link-${link.id}`;
  return (
    <li className={`register-centre__link${link.enabled ? '' : ' register-centre__link--off'}`} aria-labelledby={titleId}>
      <div className="register-centre__linkHead">
        <h4 id={titleId}>
          <code>{link.code}</code>
        </h4>
        <span className="register-centre__badge">{t(`accountType_${link.accountType}`)}</span>
        <span className={`register-centre__state register-centre__state--${link.enabled ? 'on' : 'off'}`}>{t(link.enabled ? 'linkOn' : 'linkOff')}</span>
      </div>
      <div className="register-centre__linkBody">
        <dl className="register-centre__linkFacts">
          <CopyValue label={t('linkAddress')} value={address} />
          <div>
            <dt>{t('linkVisits')}</dt>
            <dd>{formatNumber(link.visits)}</dd>
          </div>
          <div>
            <dt>{t('linkSignUps')}</dt>
            <dd>{formatNumber(link.signUps)}</dd>
          </div>
          {!editing && (
            <div>
              <dt>{t('linkNote')}</dt>
              <dd>{link.note ?? t('linkNoNote')}</dd>
            </div>
          )}
        </dl>
        {qr && <img className="register-centre__qr" src={qr} width={128} height={128} alt={t('linkQr', { code: link.code })} />}
      </div>
      {editing ? (
        <form
          className="register-centre__noteForm"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ note: note.trim() });
          }}
          noValidate
        >
          <FormRow id={`${titleId}-note`} label={t('linkNote')} problem={problems.note ?? null}>
            {(c) => <input {...c} value={note} maxLength={100} autoComplete="off" onChange={(e) => setNote(e.target.value)} />}
          </FormRow>
          <div className="register-centre__actions">
            <Button type="submit" size="small" busy={update.isPending}>
              {t('linkSaveNote')}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setEditing(false)}>
              {t('linkCancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="register-centre__actions">
          <Button variant="secondary" size="small" busy={update.isPending} onClick={() => update.mutate({ enabled: !link.enabled })} aria-label={t(link.enabled ? 'linkSwitchOffLabel' : 'linkSwitchOnLabel', { code: link.code })}>
            {t(link.enabled ? 'linkSwitchOff' : 'linkSwitchOn')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setNote(link.note ?? '');
              setEditing(true);
            }}
            aria-label={t('linkEditNoteLabel', { code: link.code })}
          >
            {t('linkEditNote')}
          </Button>
        </div>
      )}
      <FormOutcome outcome={outcome} />
    </li>
  );
}
