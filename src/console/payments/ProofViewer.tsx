import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { paymentQueries, type ProofCall } from '../queries/payments';

const wordsOf = {
  deposit: { group: 'depositProofs', button: 'depositProof', alt: 'depositProofAlt' },
  payout: { group: 'payoutProofs', button: 'payoutProofButton', alt: 'payoutProofAlt' },
  feedback: { group: 'feedbackImages', button: 'feedbackImage', alt: 'feedbackImageAlt' },
} as const;

/**
 * A deposit's or a withdrawal receipt's proof pictures, or the desk's own picture of a payout
 * (`words="payout"`), each fetched when asked for: they are never at a public address.
 */
export function ProofViewer({ call, brandId, ids, reference, words = 'deposit' }: { call: ProofCall; brandId: string; ids: string[]; reference: string; words?: 'deposit' | 'payout' | 'feedback' }) {
  const { t } = useTranslation();
  const says = wordsOf[words];
  const [shown, setShown] = useState<string | null>(null);
  if (ids.length === 0) return <p className="console-muted">{t(words === 'feedback' ? 'feedbackNoImages' : 'depositNoProofs')}</p>;
  return (
    <div className="proof-viewer">
      <div className="member-card__actions" role="group" aria-label={t(says.group)}>
        {ids.map((id, i) => (
          <Button key={id} size="small" variant="secondary" aria-pressed={shown === id} onClick={() => setShown(shown === id ? null : id)}>
            {t(says.button, { n: i + 1 })}
          </Button>
        ))}
      </div>
      {shown && <Proof call={call} brandId={brandId} id={shown} alt={t(says.alt, { n: ids.indexOf(shown) + 1, reference })} />}
    </div>
  );
}

function Proof({ call, brandId, id, alt }: { call: ProofCall; brandId: string; id: string; alt: string }) {
  const { t, i18n } = useTranslation();
  const proof = useQuery(paymentQueries.proof(call, brandId, id, i18n.language));
  if (proof.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!proof.data) return <p role="alert">{failureMessage(proof.error, t('networkError'))}</p>;
  return <img className="proof-viewer__image" src={`data:${proof.data.contentType};base64,${proof.data.data}`} width={proof.data.width} height={proof.data.height} alt={alt} />;
}
