import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useFieldId } from '../../src/contract/fieldIds';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';
import { countriesQuery } from '../../src/api/system/formLookups';
import '../parts/FieldShell.css';

/**
 * A mobile number with its country: only the countries the brand takes numbers from, in its order
 * (home country first). The line under the input says what a number of the chosen country looks
 * like; the check is the engine's, by that country's numbering plan, as on the server.
 */
export default function MobileField(props: SlotProps['field']) {
  const { t, i18n } = useTranslation('forms');
  const countries = useQuery(countriesQuery());
  const { countryCode, countryDialingCode } = props.form;
  const first = countries.data?.[0];
  const { setFormValue } = props;
  useEffect(() => {
    if (!countryDialingCode && first) {
      setFormValue('countryCode', first.countryCode);
      setFormValue('countryDialingCode', first.countryDialingCode);
    }
  }, [countryDialingCode, first, setFormValue]);
  const chosen = countries.data?.find((c) => c.countryCode === countryCode) ?? countries.data?.find((c) => c.countryDialingCode === countryDialingCode);
  // The phone metadata loads with the form's check (its own chunk), not with the first page.
  const example = useQuery({
    queryKey: ['mobileExample', chosen?.countryCode],
    queryFn: async () => (await import('../../src/engine/mobileNumber')).mobileExample(chosen!.countryCode),
    enabled: Boolean(chosen),
    staleTime: Infinity,
  }).data;
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' }), [i18n.language]);
  const hintId = `${useFieldId(props.model.name)}-hint`;
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <>
          <div className="input-with-prefix input-with-prefix--wrap">
            <select
              className="mobile-country"
              aria-label={t('label_country')}
              value={chosen?.countryCode ?? ''}
              onChange={(e) => {
                const next = countries.data?.find((c) => c.countryCode === e.target.value);
                if (!next) return;
                setFormValue('countryCode', next.countryCode);
                setFormValue('countryDialingCode', next.countryDialingCode);
              }}
            >
              {(countries.data ?? []).map((c) => (
                <option key={c.countryCode} value={c.countryCode}>
                  {`+${c.countryDialingCode} ${names.of(c.countryCode) ?? c.countryCode}`}
                </option>
              ))}
            </select>
            <RuleInput
              props={props}
              ids={{ input, describedBy: props.error ? describedBy : hintId }}
              name="mobileNum"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={example ?? undefined}
            />
          </div>
          {/* The error shows the same example; the hint would only repeat it. */}
          {!props.error && (
            <p id={hintId} className="form-field__hint">
              {chosen && example ? t('mobileHint', { country: names.of(chosen.countryCode) ?? chosen.countryCode, example }) : '\u00a0'}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
