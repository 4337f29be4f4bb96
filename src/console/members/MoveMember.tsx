import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand, OpsTreeNode } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import type { EditorMessage } from '../useDraftSave';
import { agentTreeKeys, agentTreeMutations } from '../queries/agentTrees';

/** Moves the member shown, with its whole team, under another agent of the brand, with the reason the audit log keeps. */
export function MoveMember({ brand, member }: { brand: OpsBrand; member: OpsTreeNode }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [upline, setUpline] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<EditorMessage>(null);
  const move = useMutation({
    ...agentTreeMutations.move(brand.id, i18n.language),
    onSuccess: async (done) => {
      setUpline('');
      setReason('');
      setMessage({ kind: 'ok', text: t('treeMoved', { member: done.member, upline: done.upline, count: done.endedContracts }) });
      await client.invalidateQueries({ queryKey: agentTreeKeys.all(brand.id) });
    },
    onError: (err) => setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) }),
  });
  return (
    <form
      className="tree-move"
      aria-labelledby="tree-move-title"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        move.mutate({ member: member.account, upline: upline.trim(), reason: reason.trim() });
      }}
    >
      <h3 id="tree-move-title">{t('treeMoveTitle', { account: member.account })}</h3>
      <p className="console-muted">{t('treeMoveHelp')}</p>
      <label className="console-field">
        <span>{t('treeMoveUpline')}</span>
        <input value={upline} required maxLength={64} autoComplete="off" onChange={(e) => setUpline(e.target.value)} />
      </label>
      <label className="console-field">
        <span>{t('treeMoveReason')}</span>
        <textarea value={reason} required maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" disabled={move.isPending} aria-busy={move.isPending || undefined}>
        {t('treeMoveGo')}
      </Button>
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
    </form>
  );
}
