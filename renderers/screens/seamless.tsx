import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { NoGameOpen } from '../parts/NoGameOpen';

/** /seamless (header only): the seamless-wallet game lobby, which needs a session. */
export default function Seamless(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  return (
    <div className="screen">
      <h1 className="screen__title">{t('seamlessTitle')}</h1>
      <NoGameOpen />
    </div>
  );
}
