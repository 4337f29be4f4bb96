import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '../../../src/generated/types';
import { bonusDetailsQuery } from '../../../src/api/promo/promotions';
import { Button } from '../../../src/ui/Button';
import { FormOutcome } from '../../parts/useFormOutcome';
import { useMoney } from '../../parts/useMoney';
import { useForfeit } from '../bonusDetails/useForfeit';
import '../bonusDetails.css';

/**
 * A bonus in play holds withdrawals until its turnover is met (decision 0262): the withdraw page says
 * so before the member fills the form, and offers to forfeit the bonus, asked first.
 */
export function BonusHold({ token }: { token: string }) {
  const { i18n } = useTranslation('member');
  const query = useQuery(bonusDetailsQuery(token, i18n.language));
  const active = query.data?.list.find((g) => g.status === 'active');
  return active ? <Offer grant={active} /> : null;
}

function Offer({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const { ask, outcome, pending } = useForfeit(grant);
  return (
    <div className="bonus-hold" role="note" aria-labelledby="bonus-hold-title">
      <h3 id="bonus-hold-title">{t('bonusHoldTitle')}</h3>
      <p>{t('bonusHoldText', { amount: money(grant.amount), progress: money(grant.progress), required: money(grant.required) })}</p>
      <Button variant="danger" size="small" busy={pending} onClick={() => void ask()}>
        {t('bonusForfeitToWithdraw')}
      </Button>
      <FormOutcome outcome={outcome} />
    </div>
  );
}
