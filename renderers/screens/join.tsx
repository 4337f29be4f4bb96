import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import type { FieldModel, FormModel } from '../../src/engine/runtime';
import { agentApplicationForms } from '../../src/engine/runtimeForms';
import { applyAgent } from '../../src/api/agent/apply';
import type { AgentApplicationRequest } from '../../src/generated/types';
import { RuleForm } from '../parts/RuleForm';
import { useFormReply } from '../parts/useFormReply';

/** The words of a choice's option (an empty value is the "choose" line). */
const optionKey = (field: string, value: string) => `apply_${field}_${value === '' ? 'none' : value.replace(/[^a-z0-9]/gi, '_')}`;

/**
 * /join: how the affiliate programme works and, while the brand runs it (AFFMAN3), the application
 * to become an agent (decision 0290), drawn from the engine's model as every form is: sent, it
 * says the application was received and support will be in touch.
 */
export default function Join(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const runtime = useRuntime();
  const { whitelabel } = usePermission();
  const reply = useFormReply();
  const [received, setReceived] = useState<string | null>(null);
  const models = useMemo(() => agentApplicationForms(runtime), [runtime]);
  // Sent, the form gives way to what was received: the focus goes there, not back to the page's top.
  const receivedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (received !== null) receivedHeading.current?.focus();
  }, [received]);

  const labelled = (model: FormModel): FormModel => ({
    fields: model.fields.map((f): FieldModel => (f.options ? { ...f, options: f.options.map((o) => ({ value: o.value, label: t(optionKey(f.name, o.value)) })) } : f)),
  });
  const submit = async (v: Record<string, string>) => {
    const trimmed = (name: string) => (v[name] ?? '').trim();
    const body: AgentApplicationRequest = {
      username: trimmed('username'),
      realName: trimmed('realName'),
      countryDialingCode: v.countryDialingCode ?? '',
      mobileNum: trimmed('mobileNum'),
      teamSize: trimmed('teamSize'),
      trafficSource: trimmed('trafficSource'),
      ...(trimmed('email') ? { email: trimmed('email') } : {}),
      ...(trimmed('messenger') ? { messenger: trimmed('messenger') as AgentApplicationRequest['messenger'], messengerId: trimmed('messengerId') } : {}),
      ...(trimmed('note') ? { note: trimmed('note') } : {}),
      ...(v.captchaId ? { captchaId: v.captchaId, captcha: trimmed('captcha') } : {}),
    };
    const answer = await reply(async () => (await applyAgent(body)).account);
    if (answer !== null && typeof answer === 'object' && 'done' in answer) {
      setReceived(answer.done);
      return null;
    }
    return answer;
  };

  return (
    <div className="screen screen--join">
      <h1 className="screen__title">{t('joinTitle', { name: whitelabel.name })}</h1>
      <ol className="join-steps">
        <li>{t(models ? 'joinApplyStep1' : 'joinStep1')}</li>
        <li>{t(models ? 'joinApplyStep2' : 'joinStep2')}</li>
        <li>{t('joinStep3')}</li>
      </ol>
      {models ? (
        received !== null ? (
          <div className="join-received" role="status">
            <h2 ref={receivedHeading} tabIndex={-1}>
              {t('applyReceived')}
            </h2>
            <p>{t('applyReceivedBody', { account: received })}</p>
          </div>
        ) : (
          <section aria-labelledby="join-apply-title" className="join-apply">
            <h2 id="join-apply-title">{t('applyTitle')}</h2>
            <RuleForm
              idPrefix="join-"
              labelledBy="join-apply-title"
              model={(values) => labelled((values.messenger ?? '') === '' ? models.plain : models.withMessenger)}
              submitLabel={t('applySubmit')}
              onSubmit={submit}
            />
          </section>
        )
      ) : (
        runtime.features.directRegistration && (
          <Link className="mq-button mq-button--primary" to="/register">
            {t('joinApply')}
          </Link>
        )
      )}
      <p className="form-footer">
        <Link to="/login?portal=agent">{t('joinSignIn')}</Link>
      </p>
    </div>
  );
}
