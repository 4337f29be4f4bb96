import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FeedbackForm } from '../parts/FeedbackForm';
import { MyFeedback } from '../parts/MyFeedback';

/** The member centre's feedback and complaints (FEEDBACK3, decision 0321): send one, and read their own with the support desk's answers. */
export default function FeedbackPage(_: SlotProps['member']) {
  const { t } = useTranslation('screens');
  return (
    <div className="member-feedback">
      <p>{t('feedbackLead')}</p>
      <FeedbackForm />
      <MyFeedback />
    </div>
  );
}
