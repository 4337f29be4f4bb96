import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { OperatorRole, OpsOperatorCreated } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { operatorMutations } from '../queries/operators';

const roles: OperatorRole[] = ['support', 'payments', 'content', 'admin'];

/** An admin adds an operator by name and role; what the server makes for them is shown by the page. */
export function NewOperator({ onCreated }: { onCreated: (made: OpsOperatorCreated) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<{ username: string; role: OperatorRole }>({ username: '', role: 'support' });
  const create = useMutation({
    ...operatorMutations.create(i18n.language),
    onSuccess: async (made) => {
      setForm({ username: '', role: 'support' });
      await onCreated(made);
    },
  });
  return (
    <details className="console-disclosure">
      <summary>{t('operatorNew')}</summary>
      <form
        className="console-filters"
        aria-label={t('operatorNew')}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ username: form.username.trim(), role: form.role });
        }}
      >
        <label className="console-field">
          <span>{t('accountName')}</span>
          <input
            required
            minLength={3}
            maxLength={32}
            pattern="[A-Za-z][A-Za-z0-9_.\-]{2,31}"
            title={t('operatorNameRule')}
            value={form.username}
            onChange={(e) => setForm((f) => ({ ...f, username: e.target.value }))}
            autoComplete="off"
          />
        </label>
        <label className="console-field">
          <span>{t('accountRole')}</span>
          <select value={form.role} onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as OperatorRole }))}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`role_${r}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {t('operatorCreate')}
        </Button>
      </form>
      <p className="console-muted">{t('operatorNameRule')}</p>
      {create.isError && (
        <p role="alert" className="console-error">
          {failureMessage(create.error, t('networkError'))}
        </p>
      )}
    </details>
  );
}
