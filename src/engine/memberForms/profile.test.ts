import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField';
import { emailChanges, profileForm, profileRequest, profileValues } from './profile';

const fresh = { realName: null, email: 'karim@example.com', passwordSet: true };
const named = { ...fresh, realName: 'Karim Uddin' };
const field = (form: ReturnType<ReturnType<typeof profileForm>>, name: string) => form.fields.find((f) => f.name === name);

describe('the profile form', () => {
  it("takes each field's rules from member/saveProfile's schema, every one of them optional", () => {
    const form = profileForm(fresh)(profileValues({ ...fresh, birthday: null }));
    expect(form.fields.map((f) => [f.name, f.renderer, f.required])).toEqual([
      ['realName', 'text', false],
      ['birthday', 'date', false],
      ['email', 'email', false],
    ]);
    const realName = field(form, 'realName')!;
    expect([realName.minLength, realName.maxLength, realName.readOnly]).toEqual([2, 60, undefined]);
    expect(realName.hint).toEqual({ key: 'member:realNameHint', params: {} });
    // The schema's name pattern: no digits or markup, where the form used to check only the length.
    expect(validateField(realName, 'K')).toEqual({ key: 'member:realNameShort', params: {} });
    expect(validateField(realName, 'Karim 7')).toEqual({ key: 'member:realNameShort', params: {} });
    expect(validateField(realName, 'করিম উদ্দিন')).toBeNull();
    const birthday = field(form, 'birthday')!;
    expect(validateField(birthday, '1990-01-31')).toBeNull();
    expect(validateField(birthday, '1990-13-01')).toEqual({ key: 'member:birthdayInvalid', params: {} });
    const email = field(form, 'email')!;
    expect(email.maxLength).toBe(120);
    expect(validateField(email, 'karim@example')).toEqual({ key: 'member:emailInvalid', params: {} });
  });

  it('shows a saved real name read-only and no longer holds it to the rule, since it is not sent again', () => {
    const realName = field(profileForm(named)({ realName: 'K' }), 'realName')!;
    expect(realName.readOnly).toBe(true);
    expect(realName.hint).toEqual({ key: 'member:realNameLocked', params: {} });
    expect(validateField(realName, 'K')).toBeNull();
  });

  it('asks for the login password only when the e-mail address changes and the account has a password', () => {
    const model = profileForm(fresh);
    expect(field(model({ email: 'karim@example.com' }), 'password')).toBeUndefined();
    expect(field(model({ email: ' KARIM@example.com ' }), 'password')).toBeUndefined();
    expect(field(model({ email: '' }), 'password')).toBeUndefined();
    const password = field(model({ email: 'new@example.com' }), 'password')!;
    expect([password.renderer, password.required, password.autoComplete, password.maxLength]).toEqual(['password', true, 'current-password', 255]);
    expect(validateField(password, '')).toEqual({ key: 'member:profilePasswordNeeded', params: {} });
    expect(validateField(password, ' secret ')).toBeNull();

    // An account made by a Google sign-in has no password to give: its address stays as it is.
    const social = profileForm({ ...fresh, passwordSet: false });
    expect(field(social({ email: 'new@example.com' }), 'password')).toBeUndefined();
    expect(field(social({}), 'email')).toMatchObject({ readOnly: true, hint: { key: 'member:profileEmailNeedsPassword', params: {} } });
    expect(emailChanges(fresh, 'new@example.com')).toBe(true);
  });

  it('sends the real name only the first time, the birthday and e-mail when given, the password only when asked', () => {
    expect(profileRequest(fresh, { realName: ' Karim Uddin ', birthday: '', email: ' karim@example.com ' })).toEqual({ realName: 'Karim Uddin', email: 'karim@example.com' });
    expect(profileRequest(named, { realName: 'Karim Uddin', birthday: '1990-01-31', email: 'new@example.com', password: ' pw ' })).toEqual({
      birthday: '1990-01-31',
      email: 'new@example.com',
      password: ' pw ',
    });
    expect(profileRequest({ ...fresh, passwordSet: false }, { email: 'new@example.com', password: 'pw' })).toEqual({ email: 'new@example.com' });
    expect(profileRequest(fresh, {})).toEqual({});
  });
});
