import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError, failureMessage } from '../../src/api/client';
import type { FormReply } from './RuleForm';

/**
 * Turns a form's call into what RuleForm says after it: the success line it resolves to, the problem
 * at the field the server named, or the server's (or the network's) one line under the form.
 */
export function useFormReply(): (work: () => Promise<string>) => Promise<FormReply> {
  const { t } = useTranslation('common');
  return useCallback(
    async (work) => {
      try {
        return { done: await work() };
      } catch (err) {
        if (err instanceof CallError && err.field) return { field: err.field, text: err.message };
        return failureMessage(err, t('networkError'));
      }
    },
    [t],
  );
}
