import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../../src/generated/types';
import { payoutProofQuery } from '../../../src/api/wallet/money';
import { Button } from '../../../src/ui/Button';
import { QueryState } from '../../parts/QueryState';

/**
 * How the desk paid a withdrawal: the payout reference to trace it by (a bKash TrxID, a bank's
 * reference) and, when the desk attached one, a button that opens the picture of the payment.
 */
export function Payout({ token, withdrawal: w }: { token: string; withdrawal: Withdrawal }) {
  const { t } = useTranslation('member');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!w.payoutReference) return null;
  return (
    <div className="deposit-list__meta">
      {t('payoutReference', { reference: w.payoutReference })}
      {w.payoutProof && (
        <>
          {' '}
          <Button size="small" variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {t('payoutProofShow')}
          </Button>
          <div id={id}>{open && <Picture token={token} withdrawal={w} />}</div>
        </>
      )}
    </div>
  );
}

function Picture({ token, withdrawal: w }: { token: string; withdrawal: Withdrawal }) {
  const { t } = useTranslation('member');
  const picture = useQuery(payoutProofQuery(token, w.id));
  return (
    <QueryState query={picture} isEmpty={() => false} emptyTitle="">
      {(p) => <img className="payout-proof" src={`data:${p.contentType};base64,${p.data}`} width={p.width} height={p.height} alt={t('payoutProofAlt', { reference: w.reference })} />}
    </QueryState>
  );
}
