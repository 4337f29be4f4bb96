import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, ContractKind, ContractTerms, OpsBrand } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { formatDateTime } from '../../engine/formatDateTime';
import { formatMoney } from '../../engine/formatAmount';
import { consoleTimeZone } from '../consoleTimeZone';
import { ListState } from '../ListState';
import { SchemaForm } from '../forms/SchemaForm';
import type { EditorMessage } from '../useDraftSave';
import { agentContractKeys, agentContractMutations, agentContractQueries } from '../queries/agentContracts';
import { blankTerms, contractTermsSchema, contractTermsUi, termsLines } from './contractTerms';

const kinds: ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/**
 * A top agent's contracts with the house (decision 0283): what they say and where they stand, the
 * house's answers (withdraw an offer, ask to end one, answer the agent's request to end one), and
 * a new offer of any kind. The agent accepts an offer in its agent centre.
 */
export function HouseContracts({ brand, account }: { brand: OpsBrand; account: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const money = (v: string) => formatMoney(brand.currencySymbol, v);
  const contracts = useQuery(agentContractQueries.of(brand.id, account, i18n.language));
  const [message, setMessage] = useState<EditorMessage>(null);
  const [kind, setKind] = useState<ContractKind>('realtime');
  const [terms, setTerms] = useState<ContractTerms>(() => blankTerms('realtime'));
  const done = async (text: string) => {
    setMessage({ kind: 'ok', text });
    await client.invalidateQueries({ queryKey: agentContractKeys.of(brand.id, account) });
  };
  const failed = (err: unknown) => setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
  const offer = useMutation({ ...agentContractMutations.offer(brand.id, i18n.language), onSuccess: () => done(t('houseContractOffered', { account })), onError: failed });
  const answer = useMutation({ ...agentContractMutations.answer(brand.id, i18n.language), onSuccess: (c) => done(t(`houseContractStatus_${c.status}`)), onError: failed });
  const agentId = contracts.data?.agent.id;

  const actions = (c: Contract) => {
    const open = c.status === 'accepted' && c.endsAt === null;
    const act = (action: 'accept' | 'reject' | 'terminate', label: string) => (
      <Button key={action} size="small" variant={action === 'terminate' ? 'secondary' : 'primary'} disabled={answer.isPending} onClick={() => answer.mutate({ contractId: c.id, action })}>
        {label}
      </Button>
    );
    if (c.status === 'pending') return [act('terminate', t('houseContractWithdraw'))];
    if (open && c.terminationBy === 'downline') return [act('accept', t('houseContractAcceptEnd')), act('reject', t('houseContractRejectEnd'))];
    if (open && c.terminationBy === null) return [act('terminate', t('houseContractAskEnd'))];
    if (open) return [<span key="waiting">{t('houseContractWaiting')}</span>];
    return [];
  };

  return (
    <section aria-labelledby="house-contracts-title" className="house-contracts">
      <h3 id="house-contracts-title">{t('houseContractsTitle', { account })}</h3>
      <ListState query={contracts} empty={contracts.data?.list.length === 0} emptyText={t('houseContractsNone')}>
        {() => (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption className="mq-visually-hidden">{t('houseContractsTitle', { account })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('houseContractKind')}</th>
                  <th scope="col">{t('houseContractTerms')}</th>
                  <th scope="col">{t('houseContractState')}</th>
                  <th scope="col">{t('houseContractWhen')}</th>
                  <th scope="col">{t('houseContractActions')}</th>
                </tr>
              </thead>
              <tbody>
                {contracts.data!.list.map((c) => (
                  <tr key={c.id}>
                    <td>{t(`houseContractKind_${c.kind}`)}</td>
                    <td>
                      {termsLines(c.kind, c.terms, money, t).map((line) => (
                        <div key={line}>{line}</div>
                      ))}
                    </td>
                    <td>
                      {t(`houseContractStatus_${c.status}`)}
                      {c.terminationBy && c.status === 'accepted' ? ` · ${t(`houseContractEndAskedBy_${c.terminationBy}`)}` : ''}
                    </td>
                    <td>
                      {c.startsAt && <div>{t('houseContractFrom', { at: formatDateTime(c.startsAt, consoleTimeZone) })}</div>}
                      {c.endsAt && <div>{t('houseContractUntil', { at: formatDateTime(c.endsAt, consoleTimeZone) })}</div>}
                    </td>
                    <td className="console-actions">{actions(c)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      {agentId && (
        <form
          className="console-editor"
          noValidate
          aria-labelledby="house-offer-title"
          onSubmit={(e) => {
            e.preventDefault();
            setMessage(null);
            offer.mutate({ memberId: agentId, kind, terms });
          }}
        >
          <h4 id="house-offer-title">{t('houseOfferTitle', { account })}</h4>
          <label className="console-field">
            <span>{t('houseContractKind')}</span>
            <select
              value={kind}
              onChange={(e) => {
                const next = e.target.value as ContractKind;
                setKind(next);
                setTerms(blankTerms(next));
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`houseContractKind_${k}`)}
                </option>
              ))}
            </select>
          </label>
          <SchemaForm<ContractTerms> key={kind} schema={contractTermsSchema(kind)} uiSchema={contractTermsUi(kind, t)} formData={terms} onChange={setTerms} idPrefix={`house-${kind}`} />
          <Button type="submit" disabled={offer.isPending} aria-busy={offer.isPending || undefined}>
            {t('houseOfferGo')}
          </Button>
        </form>
      )}
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
    </section>
  );
}
