import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile, SaveProfileRequest } from '../../../src/generated/types';
import { apiSend } from '../../../src/api/client';
import { moneyMoved } from '../../../src/api/wallet/money';
import { profileQuery } from '../../../src/api/member/profile';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';

/**
 * The member's own details: the real name payouts are checked against (set once), birthday, e-mail.
 * A new e-mail address, where recovery links go, asks for the login password (ASVS 7.5.1).
 */
export function ProfileForm({ token, profile }: { token: string; profile: Profile }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const [realName, setRealName] = useState(profile.realName ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [password, setPassword] = useState('');
  const emailChanges = email.trim() !== '' && email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();
  const askPassword = emailChanges && profile.passwordSet;
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const save = useMutation({
    mutationFn: (input: SaveProfileRequest) => apiSend('member/saveProfile', input),
    onSuccess: (p) => {
      client.setQueryData(profileQuery(token).queryKey, p);
      void moneyMoved(client, profileQuery(token).queryKey);
      setPassword('');
      setOutcome({ ok: true, text: t('profileSaved') });
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = {};
    if (profile.realName === null && realName.trim() && realName.trim().length < 2) found.realName = t('realNameShort');
    if (email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t('emailInvalid');
    if (askPassword && !password) found.password = t('profilePasswordNeeded');
    setProblems(found);
    if (Object.keys(found).length) return;
    save.mutate({
      ...(profile.realName === null && realName.trim() ? { realName: realName.trim() } : {}),
      ...(birthday ? { birthday } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(askPassword ? { password } : {}),
    });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h3 id="profile-title">{t('profileTitle')}</h3>
      <dl className="money-summary">
        <div>
          <dt>{t('profileAccount')}</dt>
          <dd>{profile.account}</dd>
        </div>
        <div>
          <dt>{t('profileMobile')}</dt>
          <dd>{profile.mobile ? `${profile.mobile} · ${profile.mobileConfirmed ? t('mobileIsConfirmed') : t('mobileIsNotConfirmed')}` : t('profileNoMobile')}</dd>
        </div>
      </dl>
      <FormRow id="profile-real-name" label={t('realName')} problem={problems.realName ?? null} hint={profile.realName ? t('realNameLocked') : t('realNameHint')}>
        {(c) => <input {...c} autoComplete="name" value={realName} readOnly={profile.realName !== null} onChange={(e) => setRealName(e.target.value)} />}
      </FormRow>
      <FormRow id="profile-birthday" label={t('birthday')} problem={problems.birthday ?? null}>
        {(c) => <input {...c} type="date" autoComplete="bday" value={birthday} onChange={(e) => setBirthday(e.target.value)} />}
      </FormRow>
      <FormRow id="profile-email" label={t('email')} problem={problems.email ?? null} hint={profile.passwordSet ? undefined : t('profileEmailNeedsPassword')}>
        {(c) => <input {...c} type="email" autoComplete="email" value={email} readOnly={!profile.passwordSet} onChange={(e) => setEmail(e.target.value)} />}
      </FormRow>
      {askPassword && (
        <FormRow id="profile-password" label={t('profilePassword')} problem={problems.password ?? null} hint={t('profilePasswordHint')}>
          {(c) => <input {...c} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </FormRow>
      )}
      <Button type="submit" busy={save.isPending}>
        {t('profileSave')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
