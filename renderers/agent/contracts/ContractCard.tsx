import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '../../../src/generated/types';
import { usePermission } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { contractStanding, type ContractMove, type ContractSide } from '../../../src/engine/contractStanding';
import { Button } from '../../../src/ui/Button';
import { TermsView } from './TermsView';
import type { MoveState } from './useContractMove';

const dangerous: readonly ContractMove[] = ['reject', 'withdraw', 'terminate', 'agreeEnd'];

/**
 * One contract as one of its parties reads it: the other party, where it stands, from and until when,
 * its terms, and the moves open to the reader.
 */
export function ContractCard({
  contract,
  side,
  now,
  moves,
  onMove,
}: {
  contract: Contract;
  side: ContractSide;
  /** When the page read the contract: whether it has started yet. */
  now: number;
  moves: MoveState;
  onMove: (c: Contract, move: ContractMove) => void;
}) {
  const { t } = useTranslation('agent');
  const { timeZone } = usePermission().whitelabel;
  const headingId = useId();
  const standing = contractStanding(contract, side, now);
  const other = side === 'downline' ? (contract.upline?.account ?? t('contractHouse')) : contract.downline.account;
  const said = moves.said?.id === contract.id ? moves.said : null;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');
  return (
    <li className={`contract-card contract-card--${standing.status}`}>
      <article aria-labelledby={headingId}>
        <div className="contract-card__head">
          <h4 id={headingId}>{side === 'upline' ? t('contractWithDownline', { account: other }) : contract.upline ? t('contractWithUpline', { account: other }) : t('contractWithHouse')}</h4>
          <span className="contract-card__status">{t(`contractStatus_${standing.status}`)}</span>
        </div>
        <dl className="contract-card__dates">
          <div>
            <dt>{t('contractFrom')}</dt>
            <dd>{at(contract.startsAt)}</dd>
          </div>
          <div>
            <dt>{t('contractUntil')}</dt>
            <dd>{contract.endsAt ? at(contract.endsAt) : contract.status === 'accepted' ? t('contractOpenEnded') : '—'}</dd>
          </div>
          <div>
            <dt>{t('contractOffered')}</dt>
            <dd>{at(contract.createdAt)}</dd>
          </div>
        </dl>
        <TermsView kind={contract.kind} terms={contract.terms} caption={t('contractTermsOf', { account: other })} />
        {standing.endAsked && <p className="contract-card__note">{t(side === 'downline' ? 'contractEndAskedByUpline' : 'contractEndAskedByDownline', { account: other })}</p>}
        {standing.waiting && <p className="contract-card__note">{t(side === 'downline' ? 'contractWaitingUpline' : 'contractWaitingDownline', { account: other })}</p>}
        {standing.moves.length > 0 && (
          <div className="contract-actions">
            {standing.moves.map((move) => (
              <Button
                key={move}
                size="small"
                variant={dangerous.includes(move) ? 'secondary' : 'primary'}
                busy={moves.busy?.id === contract.id && moves.busy.move === move}
                disabled={moves.busy !== null}
                aria-label={t(`contractMoveOf_${move}`, { account: other })}
                onClick={() => onMove(contract, move)}
              >
                {t(`contractMove_${move}`)}
              </Button>
            ))}
          </div>
        )}
        {said && (
          <p className={said.failed ? 'form-field__error' : 'contract-card__done'} role={said.failed ? 'alert' : 'status'}>
            {said.text}
          </p>
        )}
      </article>
    </li>
  );
}
