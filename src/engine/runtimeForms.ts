import { agentApplicationForm } from './agentApplicationForm';
import { forgotPasswordForms } from './forgotPasswordForms';
import { loginForm } from './loginForm';
import { passwordChangeForm } from './passwordChangeForm';
import { registrationForm } from './registrationForm';
import type { FormModel, Runtime } from './runtime';

// The forms only their own pages and dialogs draw, built from the Runtime there (runtime.formRules):
// their builders load with those pages, not with the first script every visitor downloads.

type FormSource = Pick<Runtime, 'features' | 'formRules'>;

/** The sign-in form of each way in (SPEC §5): the username one with and without the captcha. */
export function loginForms({ formRules: { rules, patterns } }: FormSource): { username: FormModel; usernameWithCaptcha: FormModel; sms: FormModel } {
  return {
    username: loginForm('username', { rules, patterns, captcha: false }),
    usernameWithCaptcha: loginForm('username', { rules, patterns, captcha: true }),
    sms: loginForm('sms', { rules, patterns, captcha: false }),
  };
}

/** Whether a signed-in player may change the password, or is made to when it has expired. */
export const passwordChangeOffered = ({ features }: Pick<Runtime, 'features'>) => features.changePassword || features.forcedChangeOnPasswordExpiry;

/** The change-password form; null when neither changing nor a forced change is offered. */
export function passwordChangeForms(r: FormSource): FormModel | null {
  return passwordChangeOffered(r) ? passwordChangeForm({ rules: r.formRules.rules, patterns: r.formRules.patterns }) : null;
}

/** Forgot password (SPEC §5): by phone and by e-mail, each null when its module is off, and the mailed link's form. */
export function recoveryForms({ features, formRules: { rules, patterns } }: FormSource): { phone: FormModel | null; email: FormModel | null; reset: FormModel } {
  return forgotPasswordForms({ rules, patterns, byPhone: features.forgotPasswordByPhone, byEmail: features.forgotPasswordByEmail });
}

/** Registration tabs (SPEC §4); a tab is null when its feature is off. */
export function registrationForms(r: FormSource): { username: FormModel | null; mobile: FormModel | null } {
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
export function agentApplicationForms(r: FormSource): { plain: FormModel; withMessenger: FormModel } | null {
  if (!r.features.referral) return null;
  const input = { rules: r.formRules.rules, patterns: r.formRules.patterns, captcha: r.features.captcha };
  return { plain: agentApplicationForm(input), withMessenger: agentApplicationForm(input, { messenger: 'telegram' }) };
}
