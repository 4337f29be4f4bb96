import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile, SavedProfile } from '../../../src/generated/types';
import { apiSend } from '../../../src/api/client';
import { moneyMoved } from '../../../src/api/wallet/money';
import { profileQuery } from '../../../src/api/member/profile';
import { profileForm, profileRequest, profileValues } from '../../../src/engine/memberForms/profile';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/**
 * The member's own details: the real name payouts are checked against (set once), birthday, e-mail.
 * A new e-mail address, where recovery links go, asks for the login password (ASVS 7.5.1).
 */
export function ProfileForm({ token, profile }: { token: string; profile: Profile }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const reply = useFormReply();
  const { realName, email, passwordSet } = profile;
  const model = useMemo(() => profileForm({ realName, email, passwordSet }), [realName, email, passwordSet]);
  return (
    <RuleForm
      className="money-form"
      idPrefix="profile-"
      labelledBy="profile-title"
      header={
        <>
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
        </>
      }
      model={model}
      initialValues={profileValues(profile)}
      submitLabel={t('profileSave')}
      onSubmit={async (values) => {
        const saved: { profile?: SavedProfile } = {};
        const answer = await reply(async () => {
          saved.profile = await apiSend('member/saveProfile', profileRequest(profile, values));
          client.setQueryData(profileQuery(token).queryKey, saved.profile);
          void moneyMoved(client, profileQuery(token).queryKey);
          return t('profileSaved');
        });
        // The form starts again from what was saved (the real name now read-only), the password gone.
        return saved.profile && answer && typeof answer === 'object' && 'done' in answer ? { ...answer, values: profileValues(saved.profile) } : answer;
      }}
    />
  );
}
