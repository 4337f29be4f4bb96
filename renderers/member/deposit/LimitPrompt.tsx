import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/contract/contexts';
import { useCentres } from '../../../src/contract/centres';
import { playLimitsQuery } from '../../../src/api/limits/limits';
import { Button } from '../../../src/ui/Button';

/**
 * Before a member's first deposit, while they have no deposit limit, an offer to set one (UKGC
 * RTS 12A, decision 0322): a notice above the form that leads to the limits page or is put away.
 */
export function LimitPrompt({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const on = useRuntime().features.responsiblePlay === true;
  const centres = useCentres();
  const limits = useQuery({ ...playLimitsQuery(token), enabled: on });
  const [dismissed, setDismissed] = useState(false);
  if (!on || dismissed || !limits.data?.depositPrompt) return null;
  return (
    <div className="money-notice" role="note" aria-label={t('playLimits')}>
      <p>{t('limitsPrompt')}</p>
      <Button size="small" onClick={() => centres.open('member', 'playLimits')}>
        {t('limitsPromptSet')}
      </Button>{' '}
      <Button size="small" variant="ghost" onClick={() => setDismissed(true)}>
        {t('limitsPromptDismiss')}
      </Button>
    </div>
  );
}
