import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createDownline } from '../../../src/api/agent/registerCenter';
import { useOnceKey } from '../../../src/api/useOnceKey';
import type { DownlineCreated } from '../../../src/generated/types';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { CopyValue } from '../../member/deposit/CopyValue';
import { AccountTypeSelect } from './AccountTypeSelect';
import '../../parts/FieldShell.css';

/**
 * Opens an account under the agent: a name by the brand's registration rule (the server checks
 * it and names the field it refuses), a nickname, and, where the brand allows, agent or player.
 * The one-time password is shown once, with a copy button, until the agent opens another.
 */
export function DownlineForm({ subAgents }: { subAgents: boolean }) {
  const { t } = useTranslation('agent');
  const [account, setAccount] = useState('');
  const [nickname, setNickname] = useState('');
  const [type, setType] = useState<0 | 1>(0);
  const [made, setMade] = useState<DownlineCreated | null>(null);
  const once = useOnceKey();
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const input = { account: account.trim(), ...(nickname.trim() ? { nickname: nickname.trim() } : {}), accountType: subAgents ? type : 0 };
  const open = useMutation({
    mutationFn: () => createDownline(input, once.keyFor(input)),
    onMutate: () => {
      setProblems({});
      setOutcome(null);
    },
    onSuccess: (answer) => {
      once.done();
      setMade(answer);
      setAccount('');
      setNickname('');
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.account) setProblems({ account: t('downlineAccountRequired') });
    else open.mutate();
  };

  return (
    <section aria-labelledby="register-centre-open" className="register-centre__card">
      <h3 id="register-centre-open">{t('downlineTitle')}</h3>
      {made ? (
        <div className="register-centre__made" role="status">
          <p>{t(made.accountType === 1 ? 'downlineMadeAgent' : 'downlineMadePlayer', { account: made.account })}</p>
          <dl className="register-centre__password">
            <CopyValue label={t('downlinePassword')} value={made.temporaryPassword} />
          </dl>
          <p className="register-centre__warning">{t('downlinePasswordOnce')}</p>
          <Button variant="secondary" onClick={() => setMade(null)}>
            {t('downlineAnother')}
          </Button>
        </div>
      ) : (
        <form className="register-centre__form" onSubmit={submit} noValidate>
          <FormRow id="downline-account" label={t('downlineAccount')} problem={problems.account ?? null} hint={t('downlineAccountHint')}>
            {(c) => <input {...c} value={account} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={64} onChange={(e) => setAccount(e.target.value)} />}
          </FormRow>
          <FormRow id="downline-nickname" label={t('downlineNickname')} problem={problems.nickname ?? null}>
            {(c) => <input {...c} value={nickname} autoComplete="off" maxLength={64} onChange={(e) => setNickname(e.target.value)} />}
          </FormRow>
          {subAgents && <AccountTypeSelect id="downline-type" value={type} onChange={setType} problem={problems.accountType ?? null} />}
          <Button type="submit" busy={open.isPending}>
            {t('downlineOpen')}
          </Button>
          <FormOutcome outcome={outcome} />
        </form>
      )}
    </section>
  );
}
