import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';
import { countriesQuery } from '../../src/api/system';

/** A mobile number with its country dialling code (the brand's home country first). */
export default function MobileField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const countries = useQuery(countriesQuery());
  const code = props.form.countryDialingCode;
  const first = countries.data?.[0]?.countryDialingCode;
  useEffect(() => {
    if (!code && first) props.setFormValue('countryDialingCode', first);
  }, [code, first, props]);
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <div className="input-with-prefix">
          <select
            aria-label={t('label_countryDialingCode')}
            value={code ?? ''}
            onChange={(e) => props.setFormValue('countryDialingCode', e.target.value)}
          >
            {(countries.data ?? []).map((c) => (
              <option key={c.countryCode} value={c.countryDialingCode}>
                {c.countryCode} +{c.countryDialingCode}
              </option>
            ))}
          </select>
          <RuleInput props={props} ids={{ input, describedBy }} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" />
        </div>
      )}
    </FieldShell>
  );
}
