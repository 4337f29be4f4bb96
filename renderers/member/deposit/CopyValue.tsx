import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ui/Button';
import './CopyValue.css';

/**
 * A value the player types into another app (a number, an address, a reference), with a button
 * that copies it. Where the browser will not copy (a page not served over https), the value is
 * selectable text and the button says so.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('member');
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(t('copied'));
    } catch {
      setSaid(t('copyByHand'));
    }
  };
  return (
    <div className="copy-value">
      <dt>{label}</dt>
      <dd>
        <span className="copy-value__text">{value}</span>
        <Button size="small" variant="secondary" onClick={() => void copy()} aria-label={t('copyLabel', { what: label })}>
          {t('copy')}
        </Button>
        <span role="status" className="copy-value__said">
          {said}
        </span>
      </dd>
    </div>
  );
}
