import type { Brand } from '../brands/store';
import type { Language } from '../i18n';
import { registrationModel } from './brandRuntime';
import { checkFields } from './checkFields';

/**
 * An account name someone else chooses for a new member (support in the console, an agent for a
 * downline) meets the rule the brand's own registration form holds it to, checked by the engine's
 * validator; a refusal names `field`. A brand without registration by name has no rule to apply.
 */
export function checkAccountName(brand: Brand, account: string, lang: Language, field: string): void {
  const rule = registrationModel(brand, 'username')?.fields.find((f) => f.name === 'username');
  if (rule) checkFields({ fields: [{ ...rule, name: field }] }, { [field]: account }, lang);
}
