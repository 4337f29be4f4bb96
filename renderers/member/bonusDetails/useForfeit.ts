import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '../../../src/generated/types';
import { forfeitBonus } from '../../../src/api/promo/promotions';
import { moneyMoved } from '../../../src/api/wallet/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { useDialog } from '../../../src/ui/useDialog';
import { useFormOutcome } from '../../parts/useFormOutcome';
import { useMoney } from '../../parts/useMoney';

/** Giving up a bonus in play, asked first: what the bonus wallet holds goes back, and withdrawals are free again. */
export function useForfeit(grant: BonusGrant) {
  const { t } = useTranslation('member');
  const dialog = useDialog();
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const { outcome, setOutcome, failed } = useFormOutcome();
  const forfeit = useMutation({
    mutationFn: () => forfeitBonus(grant.id, once.keyFor({ forfeit: grant.id })),
    onMutate: () => setOutcome(null),
    onSuccess: () => {
      once.done();
      setOutcome({ ok: true, text: t('bonusForfeited') });
      void moneyMoved(client);
    },
    onError: failed,
  });
  const ask = async () => {
    if (await dialog.confirm(t('bonusForfeitConfirm', { amount: money(grant.amount), title: grant.title }), { title: t('bonusForfeitTitle') })) forfeit.mutate();
  };
  return { ask, outcome, pending: forfeit.isPending };
}
