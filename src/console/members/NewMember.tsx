import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand, OpsMemberCreated } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { memberKeys, memberMutations } from '../queries/members';
import { HandedPassword } from './HandedPassword';

/**
 * Support opens an account for a player or an agent: the one-time password is shown once, to hand
 * over; the player's first sign-in must choose their own (the forced change).
 */
export function NewMember({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState({ account: '', type: '0', email: '', nickname: '' });
  const [made, setMade] = useState<OpsMemberCreated | null>(null);
  const create = useMutation({
    ...memberMutations.create(brand.id, i18n.language),
    onSuccess: async (value) => {
      setMade(value);
      setForm({ account: '', type: '0', email: '', nickname: '' });
      await client.invalidateQueries({ queryKey: memberKeys.lists(brand.id) });
    },
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <details className="console-disclosure">
      <summary>{t('memberNew')}</summary>
      <form
        className="console-filters"
        aria-label={t('memberNew')}
        onSubmit={(e) => {
          e.preventDefault();
          setMade(null);
          create.mutate({ account: form.account, type: form.type === '1' ? 1 : 0, ...(form.email.trim() ? { email: form.email.trim() } : {}), ...(form.nickname.trim() ? { nickname: form.nickname.trim() } : {}) });
        }}
      >
        <label className="console-field">
          <span>{t('memberAccount')}</span>
          <input required maxLength={64} value={form.account} onChange={set('account')} autoComplete="off" />
        </label>
        <label className="console-field">
          <span>{t('memberType')}</span>
          <select value={form.type} onChange={set('type')}>
            <option value="0">{t('memberTypePlayer')}</option>
            <option value="1">{t('memberTypeAgent')}</option>
          </select>
        </label>
        <label className="console-field">
          <span>{t('memberEmail')}</span>
          <input type="email" maxLength={254} value={form.email} onChange={set('email')} autoComplete="off" />
        </label>
        <label className="console-field">
          <span>{t('memberNickname')}</span>
          <input maxLength={64} value={form.nickname} onChange={set('nickname')} autoComplete="off" />
        </label>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {t('memberCreate')}
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className="console-error">
          {failureMessage(create.error, t('networkError'))}
        </p>
      )}
      {made && (
        <div role="status" className="console-ok">
          <p>{t('memberCreated', { account: made.account })}</p>
          <HandedPassword password={made.temporaryPassword} />
        </div>
      )}
    </details>
  );
}
