import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { useConsole } from '../ConsoleContext';
import { ConfirmGroup } from '../ConfirmGroup';
import { memberKeys, memberMutations } from '../queries/members';

/**
 * An admin's emergency stop for a brand (ASVS 7.4.5): every member signed out and every remembered
 * device forgotten at once, when sessions may have leaked. Confirmed first, with what it does.
 */
export function SignOutEveryone({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    ...memberMutations.endBrandSessions(brand.id, i18n.language),
    onSuccess: async () => {
      setConfirming(false);
      // An open member's sessions are gone.
      await client.invalidateQueries({ queryKey: memberKeys.cards(brand.id) });
    },
  });
  if (operator.role !== 'admin') return null;
  const name = brand.name;
  return (
    <details className="console-disclosure console-disclosure--apart">
      <summary>{t('membersSignOutAll')}</summary>
      <p className="console-muted">{t('membersSignOutAllHelp')}</p>
      {confirming ? (
        <ConfirmGroup action={t('membersSignOutAllGo')} question={t('membersSignOutAllConfirm', { brand: name })} pending={run.isPending} onConfirm={() => run.mutate()} onCancel={() => setConfirming(false)} />
      ) : (
        <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
          {t('membersSignOutAllGo')}
        </Button>
      )}
      <p className={run.isError ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {run.isError ? (failureMessage(run.error, t('networkError'))) : run.data ? t('membersSignedOutAll', { count: run.data.ended, brand: name }) : ''}
      </p>
    </details>
  );
}
