import { useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../../src/api/member/info';
import { avatarMutation } from '../../../src/api/member/avatar';
import { fileAsBase64 } from '../../../src/api/fileAsBase64';
import { avatarLimits } from '../../../src/engine/avatarLimits';
import { Avatar } from '../../../src/ui/Avatar';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import './ProfilePictureForm.css';

/**
 * The member's picture (PROFPIC3): the one there is (or the glyph), and a file chooser that
 * uploads at once, with how much has been sent. The chooser is a real file input, so Tab reaches
 * it and Enter or Space opens it. The server judges the file by its bytes; the size is checked
 * here first only to spare a long upload that would be refused.
 */
export function ProfilePictureForm({ token }: { token: string }) {
  const { t } = useTranslation(['member', 'errors']);
  const client = useQueryClient();
  const info = useQuery(memberInfoQuery(token)).data;
  const [sent, setSent] = useState<number | null>(null);
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const upload = useMutation(avatarMutation(client, token, setSent));

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = '';
    // One upload at a time. The input stays enabled meanwhile: disabling it would drop the focus
    // of a keyboard user to the page's start.
    if (!file || upload.isPending) return;
    setProblems({});
    setOutcome(null);
    if (file.size > avatarLimits.maxBytes) return setProblems({ data: t('errors:avatar_too_large') });
    setSent(0);
    try {
      await upload.mutateAsync(await fileAsBase64(file));
      setOutcome({ ok: true, text: t('avatarSaved') });
    } catch (err) {
      failed(err);
    } finally {
      setSent(null);
    }
  };

  const problem = problems.data ?? null;
  const percent = sent === null ? null : Math.round(sent * 100);
  return (
    <section className="money-form" aria-labelledby="avatar-title" aria-busy={upload.isPending || undefined}>
      <h3 id="avatar-title">{t('avatarTitle')}</h3>
      <div className="avatar-pick">
        <Avatar url={info?.avatarUrl ?? null} size={96} />
        <div className="avatar-pick__choose">
          <label className="mq-button mq-button--secondary mq-button--small">
            {t('avatarChoose')}
            <input
              className="mq-visually-hidden"
              type="file"
              accept={avatarLimits.types.join(',')}
              onChange={(e) => void choose(e)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'avatar-error avatar-hint' : 'avatar-hint'}
            />
          </label>
          <p id="avatar-hint" className="form-field__hint">
            {t('avatarHint')}
          </p>
        </div>
      </div>
      {percent !== null && (
        <div className="avatar-pick__progress">
          <progress id="avatar-progress" max={100} value={percent} aria-label={t('avatarUploading')} />
          <span aria-hidden="true">{t('avatarSentPercent', { percent })}</span>
        </div>
      )}
      {problem && (
        <p id="avatar-error" className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      <FormOutcome outcome={outcome} />
    </section>
  );
}
