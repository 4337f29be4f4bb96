import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';

/**
 * An action that cannot be taken back, asked once more: what it will do, the action's own button
 * (named as the button that asked, so a screen reader hears the same words) and Cancel. Both
 * buttons wait while the action runs.
 */
export function ConfirmGroup({ action, question, pending, onConfirm, onCancel }: { action: string; question: string; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="console-confirm" role="group" aria-label={action}>
      <span>{question}</span>
      <Button size="small" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
        {action}
      </Button>
      <Button size="small" variant="secondary" onClick={onCancel} disabled={pending}>
        {t('cancel')}
      </Button>
    </div>
  );
}
