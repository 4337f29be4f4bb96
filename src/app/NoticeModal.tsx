import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { NoticeAccordion, type NoticeItem } from '../ui/NoticeAccordion';
import { formatDateTime } from '../engine/formatDateTime';
import { usePermission } from '../contract/contexts';

export function NoticeModal({ notices, initialIndex, onClose }: { notices: NoticeItem[]; initialIndex: number; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { whitelabel } = usePermission();
  return (
    <Modal title={t('notices')} onClose={onClose}>
      <NoticeAccordion notices={notices} initialIndex={initialIndex} formatAt={(at) => formatDateTime(at, whitelabel.timeZone)} />
    </Modal>
  );
}
