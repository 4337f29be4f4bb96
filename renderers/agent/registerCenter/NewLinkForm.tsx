import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createAffiliateLink, linksChanged } from '../../../src/api/agent/registerCenter';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { AccountTypeSelect } from './AccountTypeSelect';

/** Makes a new link with a code of its own: what it creates (where the brand allows agents) and a note. */
export function NewLinkForm({ subAgents }: { subAgents: boolean }) {
  const { t } = useTranslation('agent');
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [type, setType] = useState<0 | 1>(0);
  const once = useOnceKey();
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const input = { accountType: subAgents ? type : 0, ...(note.trim() ? { note: note.trim() } : {}) } as const;
  const create = useMutation({
    mutationFn: () => createAffiliateLink(input, once.keyFor(input)),
    onMutate: () => {
      setProblems({});
      setOutcome(null);
    },
    onSuccess: (link) => {
      once.done();
      setNote('');
      setOutcome({ ok: true, text: t('linkMade', { code: link.code }) });
      void linksChanged(client);
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <form className="register-centre__form" onSubmit={submit} noValidate>
      {subAgents && <AccountTypeSelect id="link-type" value={type} onChange={setType} problem={problems.accountType ?? null} />}
      <FormRow id="link-note" label={t('linkNote')} problem={problems.note ?? null} hint={t('linkNoteHint')}>
        {(c) => <input {...c} value={note} maxLength={100} autoComplete="off" onChange={(e) => setNote(e.target.value)} />}
      </FormRow>
      <Button type="submit" busy={create.isPending}>
        {t('linkCreate')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
