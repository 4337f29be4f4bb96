import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { EditorMessage } from './useDraftSave';

/** The bottom bar of an editing page: what happened last (or that changes wait), and the button that saves the draft. */
export function EditorBar({ message, changed, pending }: { message: EditorMessage; changed: boolean; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="console-editor__bar">
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text ?? (changed ? t('unsavedChanges') : '')}
      </p>
      <Button type="submit" disabled={!changed || pending} aria-busy={pending || undefined}>
        {t('saveDraft')}
      </Button>
    </div>
  );
}
