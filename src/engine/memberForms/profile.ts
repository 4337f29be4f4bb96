import type { Profile, SaveProfileRequest } from '../../generated/types';
import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const message = (key: string) => ({ key: `member:${key}`, params: {} });

/** What of the profile the form shows and asks by. */
export type ProfileFacts = Pick<Profile, 'realName' | 'email' | 'passwordSet'>;

/** The form's values as the profile holds them: what it opens with, and starts again with once saved. */
export const profileValues = (p: Pick<Profile, 'realName' | 'birthday' | 'email'>): Record<string, string> => ({
  realName: p.realName ?? '',
  birthday: p.birthday ?? '',
  email: p.email ?? '',
});

/** A typed e-mail address other than the one on file (letter case aside): where recovery links would now go. */
export const emailChanges = (profile: ProfileFacts, email: string) => email.trim() !== '' && email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();

/** The login password is asked for a new e-mail address, once the account has a password to give. */
const asksPassword = (profile: ProfileFacts, values: Record<string, string>) => profile.passwordSet && emailChanges(profile, values.email ?? '');

/**
 * The member's own details: the real name payouts are checked against (typed once, then shown
 * read-only), the birthday and the e-mail address; a new e-mail address, where recovery links go,
 * asks for the login password (ASVS 7.5.1), so the form is a function of the values. An account
 * without a password keeps its address until it has one.
 */
export function profileForm(profile: ProfileFacts): (values: Record<string, string>) => FormModel {
  const locked = profile.realName !== null;
  return (values) => {
    const form = requestForm('member/saveProfile', [
      {
        name: 'realName',
        renderer: 'text',
        autoComplete: 'name',
        label: message('realName'),
        hint: message(locked ? 'realNameLocked' : 'realNameHint'),
        message: message('realNameShort'),
        ...(locked ? { readOnly: true } : {}),
      },
      { name: 'birthday', renderer: 'date', autoComplete: 'bday', label: message('birthday'), message: message('birthdayInvalid') },
      {
        name: 'email',
        renderer: 'email',
        label: message('email'),
        message: message('emailInvalid'),
        ...(profile.passwordSet ? {} : { readOnly: true, hint: message('profileEmailNeedsPassword') }),
      },
      ...(asksPassword(profile, values)
        ? [
            {
              name: 'password',
              renderer: 'password',
              required: true,
              autoComplete: 'current-password',
              label: message('profilePassword'),
              hint: message('profilePasswordHint'),
              message: message('profilePasswordNeeded'),
            },
          ]
        : []),
    ]);
    // A name already saved is not sent again, so it is not held to the rule either: a name saved
    // under an older rule must not stop the birthday or e-mail from being saved.
    return { fields: form.fields.map((f) => (f.name === 'realName' && locked ? { ...f, pattern: null, minLength: null, maxLength: null } : f)) };
  };
}

/**
 * What the form sends: the real name only the first time (trimmed), the birthday and e-mail when
 * there are any, and the password only when it was asked for.
 */
export function profileRequest(profile: ProfileFacts, values: Record<string, string>): SaveProfileRequest {
  const realName = (values.realName ?? '').trim();
  const birthday = values.birthday ?? '';
  const email = (values.email ?? '').trim();
  return {
    ...(profile.realName === null && realName ? { realName } : {}),
    ...(birthday ? { birthday } : {}),
    ...(email ? { email } : {}),
    ...(asksPassword(profile, values) ? { password: values.password ?? '' } : {}),
  };
}
