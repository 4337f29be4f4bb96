import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { Modal } from '../../src/ui/Modal';
import { LoginForm } from '../parts/LoginForm';

/** loginPopupModal (SPEC §2.5): the login form over the current page, for guarded actions. */
export default function LoginDialog({ onClose }: SlotProps['dialog']) {
  const { t } = useTranslation('forms');
  return (
    <Modal title={t('loginTitle')} onClose={onClose} width={420}>
      <LoginForm onDone={() => onClose()} onLeave={onClose} />
    </Modal>
  );
}
