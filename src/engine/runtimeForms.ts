import { agentApplicationForm } from './agentApplicationForm';
import { registrationForm } from './registrationForm';
import type { FormModel, Runtime } from './runtime';

// The forms only their own pages draw, built from the Runtime there (runtime.formRules): the
// registration dialog's and the agent application's builders load with those pages.

/** Registration tabs (SPEC §4); a tab is null when its feature is off. */
export function registrationForms(r: Pick<Runtime, 'features' | 'formRules'>): { username: FormModel | null; mobile: FormModel | null } {
  const { features, formRules } = r;
  const form = (tab: 'username' | 'mobile') =>
    registrationForm(tab, { rules: formRules.rules, patterns: formRules.patterns, features, minAge: formRules.minAge, passwordAlways: formRules.passwordAlways });
  return {
    username: features.directRegistration && features.usernameRegistration ? form('username') : null,
    mobile: features.directRegistration && features.mobileRegistration ? form('mobile') : null,
  };
}

/**
 * The agent application of /join (decision 0290), null when the affiliate programme (AFFMAN3) is
 * off: as it opens and once a messenger is chosen (its id then required).
 */
export function agentApplicationForms(r: Pick<Runtime, 'features' | 'formRules'>): { plain: FormModel; withMessenger: FormModel } | null {
  if (!r.features.referral) return null;
  const input = { rules: r.formRules.rules, patterns: r.formRules.patterns, captcha: r.features.captcha };
  return { plain: agentApplicationForm(input), withMessenger: agentApplicationForm(input, { messenger: 'telegram' }) };
}
