import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useSession } from '../../src/api/sessionStore';
import { FeedbackForm } from '../parts/FeedbackForm';
import { MyFeedback } from '../parts/MyFeedback';

/** /feedback: feedback and complaints (FEEDBACK3, decision 0321), reached from the help centre; a member also reads their own, with the answers. */
export default function Feedback(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const signedIn = useSession() !== null;
  return (
    <div className="screen screen--feedback">
      <h1 className="screen__title">{t('feedbackTitle')}</h1>
      <p>{t('feedbackLead')}</p>
      <FeedbackForm />
      {signedIn && <MyFeedback />}
    </div>
  );
}
