import { useTranslation } from 'react-i18next';
import '../../parts/FieldShell.css';

/** An agent's team record's search field: a part of a downline's account name, sent with the form. */
export function AccountSearch({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('agent');
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('teamAccount')}</label>
      <input id={id} type="search" value={value} maxLength={32} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
