import { useTranslation } from 'react-i18next';
import type { Contract } from '../../../src/generated/types';
import { Button } from '../../../src/ui/Button';
import { Modal } from '../../../src/ui/Modal';

/**
 * Accepting terms below those the agent gave (decision 0283): the contracts that would end, and the
 * choice to go on, which ends them when the new contract starts, or to leave everything as it is.
 */
export function BreaksDialog({ breaks, busy, onProceed, onCancel }: { breaks: Contract[]; busy: boolean; onProceed: () => void; onCancel: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Modal title={t('contractBreaksTitle')} onClose={onCancel} height="auto" className="contract-breaks">
      <p>{t('contractBreaksLead', { count: breaks.length })}</p>
      <ul className="contract-breaks__list">
        {breaks.map((c) => (
          <li key={c.id}>{t('contractBreaksItem', { account: c.downline.account, upline: c.upline?.account ?? t('contractHouse'), kind: t(`contractKind_${c.kind}`) })}</li>
        ))}
      </ul>
      <div className="contract-actions">
        <Button variant="danger" busy={busy} onClick={onProceed}>
          {t('contractProceed')}
        </Button>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {t('contractCancel')}
        </Button>
      </div>
    </Modal>
  );
}
