import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

/** What a password manager may offer in each password field, unless the form says (a sign-in's is the current one). */
const autoComplete: Record<string, string> = { password: 'new-password', newPassword: 'new-password', oldPassword: 'current-password' };

export default function PasswordField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const [shown, setShown] = useState(false);
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <div className="input-with-button">
          <RuleInput props={props} ids={{ input, describedBy }} type={shown ? 'text' : 'password'} autoComplete={props.model.autoComplete ?? autoComplete[props.model.name] ?? 'off'} />
          <button type="button" className="mq-button mq-button--ghost" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {t(shown ? 'hidePassword' : 'showPassword')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
