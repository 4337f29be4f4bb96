import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorSchema } from '@rjsf/utils';
import { CallError, failureMessage } from '../api/callClient';
import { pointerErrors } from './forms/pointerErrors';
import { brandMutations, draftSaved, type DraftPart } from './queries/brands';

export type EditorMessage = { kind: 'ok' | 'error'; text: string } | null;

/**
 * Saves an edited part of a brand into its draft. A refusal comes back as the server's message
 * at the field its JSON pointer names (`serverErrors`, for the form) and as the page's message;
 * `refused` is the pointer, for a page that must first show the field's section.
 */
export function useDraftSave(brandId: string, part: DraftPart, setMessage: (m: EditorMessage) => void) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [refused, setRefused] = useState<string | null>(null);
  const save = useMutation({
    ...brandMutations.saveDraft(brandId, part, i18n.language),
    onSuccess: async () => {
      setServerErrors(undefined);
      setRefused(null);
      setMessage({ kind: 'ok', text: t('draftSaved') });
      await draftSaved(client, brandId);
    },
    onError: (err) => {
      const text = failureMessage(err, t('networkError'));
      if (err instanceof CallError && err.field) {
        setServerErrors(pointerErrors(err.field, `/${part}`, text));
        setRefused(err.field);
      }
      setMessage({ kind: 'error', text });
    },
  });
  return {
    save: save.mutate,
    pending: save.isPending,
    serverErrors,
    refused,
    clearServerErrors: () => setServerErrors(undefined),
  };
}
