import { useTranslation } from 'react-i18next';
import type { RewardRebate } from '../../../src/generated/types';
import { useCentres } from '../../../src/contract/centres';
import { Button } from '../../../src/ui/Button';
import { toMinorUnits } from '../../../src/engine/money';
import { useMoney } from '../../parts/useMoney';

/** The reward centre's entry for the manual rebate (decision 0267): what is due (nothing yet: how it grows), and the way to its page, where it is claimed. */
export function RebateEntry({ rebate }: { rebate: RewardRebate }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const centres = useCentres();
  return (
    <li className={`envelope envelope--${rebate.claimable ? 'open' : 'closed'} rewards__rebate`}>
      <div className="envelope__body">
        <h3 className="envelope__title">{t('rewardsRebate')}</h3>
        <p className="envelope__range">
          {rebate.claimable ? t('rewardsRebateReady', { amount: money(rebate.amount) }) : toMinorUnits(rebate.amount) === 0n ? t('rewardsRebateNone') : t('rewardsRebateGrowing', { amount: money(rebate.amount) })}
        </p>
        <div className="envelope__action">
          <Button variant={rebate.claimable ? 'primary' : 'secondary'} onClick={() => centres.open('member', 'manualRebate')}>
            {t('rewardsRebateOpen')}
          </Button>
        </div>
      </div>
    </li>
  );
}
