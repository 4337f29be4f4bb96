import { useTranslation } from 'react-i18next';
import type { OpsBrandList } from '../generated/types';

/** The brand a page works on, chosen from every brand the platform serves. */
export function BrandSelect({ brands, value, onChange }: { brands: OpsBrandList; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="console-field">
      <span>{t('brand')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}
