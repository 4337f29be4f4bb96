import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { Modal } from '../../src/ui/Modal';
import { useRuntime } from '../../src/contract/contexts';
import { registrationForms } from '../../src/engine/runtimeForms';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { RuleForm } from '../parts/RuleForm';
import { useSliderChallenge } from '../parts/SliderChallenge';
import { FormTabs } from '../parts/FormTabs';
import { failureMessage } from '../../src/api/client';
import { keepSignIn, registerMutation } from '../../src/api/member/accountForms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../parts/EmptyState';
import { Spinner } from '../../src/ui/Spinner';
import { affiliateCheckQuery } from '../../src/api/agent/affiliate';
import type { FormModel } from '../../src/engine/runtime';

type Tab = 'username' | 'mobile';

/**
 * SPEC §4: an affiliate code in the page's address is checked before the form is drawn. A good one
 * is used as it stands and its field is not asked; a bad one shows the field with the
 * invalid-invitation message. Without the check (AFFMAN3 off, or no answer) the field is asked as
 * usual, and the server checks the address's code when the field is left empty.
 */
function useLinkInvitation(code: string, checkable: boolean): 'none' | 'pending' | 'valid' | 'invalid' | 'unchecked' {
  const check = useQuery({ ...affiliateCheckQuery(code), enabled: checkable && code !== '' });
  if (!code) return 'none';
  if (!checkable || check.isError) return 'unchecked';
  if (!check.data) return 'pending';
  return check.data.valid ? 'valid' : 'invalid';
}

const withoutField = (model: FormModel, name: string): FormModel => ({ ...model, fields: model.fields.filter((f) => f.name !== name) });

/** The registration dialog (SPEC §4): username and mobile tabs, fields and checks from the brand's rules. */
export default function RegisterDialog({ onClose }: SlotProps['dialog']) {
  const { t } = useTranslation(['forms', 'errors']);
  const queryClient = useQueryClient();
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useShellDialogs();
  const forms = useMemo(() => registrationForms(runtime), [runtime]);
  const tabs = (['username', 'mobile'] as const).filter((k) => forms[k]);
  const [tab, setTab] = useState<Tab | undefined>(tabs[0]);
  const linkCode = (params.get('affiliateCode') ?? '').trim();
  const invitation = useLinkInvitation(linkCode, runtime.features.referral === true);
  const tabModel = tab ? forms[tab] : null;
  const model = tabModel && invitation === 'valid' ? withoutField(tabModel, 'affiliateCode') : tabModel;
  const asksInvitation = Boolean(model?.fields.some((f) => f.name === 'affiliateCode'));
  const invalidInvitation = t('errors:invitation_invalid');
  const register = useMutation(registerMutation(tab ?? 'username'));
  // SPEC §4: the brand's slider, on either tab.
  const slider = useSliderChallenge(model !== null);
  // A refused code is not sent again behind the person's back: only what the field holds counts.
  const affiliateCodeOf = (typed: string | undefined) => (invitation === 'valid' ? linkCode : invitation === 'invalid' ? typed : typed || linkCode) || undefined;

  const submit = async (values: Record<string, string>) => {
    // The country picks the numbering plan in the form; the payload carries its dialling code only.
    const { captchaId, agree: _agree, countryCode: _country, ...fields } = values;
    const solved = slider.take();
    if (typeof solved === 'string') return solved;
    try {
      // The fields are the brand's rules (data, not code); the server checks them against the same rules.
      const made = await register.mutateAsync({
        ...fields,
        captchaId,
        slider: solved.slider,
        referralCode: params.get('referralCode') ?? undefined,
        affiliateCode: affiliateCodeOf(fields.affiliateCode),
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
      });
      // SPEC §4: on success the member info loads, the visitor is signed in, and home opens; a new
      // account's first sign-in is this one, so the after-login modal welcomes it (and offers the
      // first deposit) beside the brand's pop-ups, as a first sign-in by password would.
      if (made.token) await keepSignIn(queryClient, made.token);
      onClose();
      void navigate('/', { replace: true });
      if (made.token) dialogs.open('afterLogin', { firstTimeLogin: true });
      return null;
    } catch (e) {
      // The try spent the slider's challenge, whatever was refused.
      slider.renew();
      return failureMessage(e, t('registerFailed'));
    }
  };

  return (
    <Modal title={t('registerTitle')} onClose={onClose} width={480}>
      {tabs.length > 1 && (
        <FormTabs<Tab> label={t('registerBy')} tabs={tabs.map((k) => ({ key: k, label: t(k === 'username' ? 'registerByUsername' : 'registerByMobile') }))} selected={tab} onSelect={setTab} />
      )}
      {invitation === 'invalid' && !asksInvitation && model && (
        <p className="rule-form__error" role="alert">
          {invalidInvitation}
        </p>
      )}
      {invitation === 'pending' ? (
        <Spinner />
      ) : model ? (
        <RuleForm
          key={tab}
          model={model}
          submitLabel={t('createAccount')}
          onSubmit={submit}
          beforeSubmit={slider.element}
          {...(invitation === 'invalid' && asksInvitation ? { initialValues: { affiliateCode: linkCode }, initialErrors: { affiliateCode: invalidInvitation } } : {})}
          footer={
            <p className="form-footer">
              {t('haveAccount')} <Link to="/login">{t('loginHere')}</Link>
            </p>
          }
        />
      ) : (
        <EmptyState title={t('registrationClosed')} />
      )}
    </Modal>
  );
}
