import { useTranslation } from 'react-i18next';
import { FormRow } from '../../parts/FormRow';

/** Player or agent: what a new account, or a sign-up through a link, becomes. */
export function AccountTypeSelect({ id, value, onChange, problem }: { id: string; value: 0 | 1; onChange: (type: 0 | 1) => void; problem: string | null }) {
  const { t } = useTranslation('agent');
  return (
    <FormRow id={id} label={t('accountType')} problem={problem}>
      {(c) => (
        <select {...c} value={value} onChange={(e) => onChange(e.target.value === '1' ? 1 : 0)}>
          <option value={0}>{t('accountType_0')}</option>
          <option value={1}>{t('accountType_1')}</option>
        </select>
      )}
    </FormRow>
  );
}
