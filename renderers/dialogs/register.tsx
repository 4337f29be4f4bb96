import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { Modal } from '../../src/ui/Modal';
import { useRuntime } from '../../src/contract/contexts';
import { RuleForm } from '../parts/RuleForm';
import { FormTabs } from '../parts/FormTabs';
import { failureMessage, type CallRequest } from '../../src/api/client';
import { keepSignIn, registerMutation } from '../../src/api/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../parts/EmptyState';

type Tab = 'username' | 'mobile';

/** The registration dialog (SPEC §4): username and mobile tabs, fields and checks from the brand's rules. */
export default function RegisterDialog({ onClose }: SlotProps['dialog']) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabs = (['username', 'mobile'] as const).filter((k) => runtime.registration[k]);
  const [tab, setTab] = useState<Tab | undefined>(tabs[0]);
  const model = tab ? runtime.registration[tab] : null;
  const register = useMutation(registerMutation(tab ?? 'username'));

  const submit = async (values: Record<string, string>) => {
    // The country picks the numbering plan in the form; the payload carries its dialling code only.
    const { captchaId, agree: _agree, countryCode: _country, ...fields } = values;
    try {
      // The fields are the brand's rules (data, not code); the server checks them against the same rules.
      const made = await register.mutateAsync({
        ...fields,
        captchaId,
        referralCode: params.get('referralCode') ?? undefined,
        affiliateCode: fields.affiliateCode || params.get('affiliateCode') || undefined,
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
      } as CallRequest<'member/register'>);
      // SPEC §4: on success the member info loads, the visitor is signed in, and home opens.
      if (made.token) await keepSignIn(queryClient, made.token);
      onClose();
      navigate('/', { replace: true });
      return null;
    } catch (e) {
      return failureMessage(e, t('registerFailed'));
    }
  };

  return (
    <Modal title={t('registerTitle')} onClose={onClose} width={480}>
      {tabs.length > 1 && (
        <FormTabs<Tab>
          label={t('registerBy')}
          tabs={tabs.map((k) => ({ key: k, label: t(k === 'username' ? 'registerByUsername' : 'registerByMobile') }))}
          selected={tab}
          onSelect={setTab}
        />
      )}
      {model ? (
        <RuleForm
          key={tab}
          model={model}
          submitLabel={t('createAccount')}
          onSubmit={submit}
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
