import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameVendor } from '../../src/generated/types';
import { useGuardedAction } from '../../src/contract/useGuardedAction';
import './VendorGrid.css';

/** Vendor cards; choosing one launches its lobby, which needs a session (SPEC §5 guard). */
export function VendorGrid({ vendors }: { vendors: GameVendor[] }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const guarded = useGuardedAction();
  return (
    <ul className="vendor-grid">
      {vendors.map((v) => (
        <li key={v.id}>
          <button
            type="button"
            className="mq-tile"
            onClick={() => guarded(() => navigate(`/game?vendor=${encodeURIComponent(v.vassalage)}&gameType=${v.gameType}`))}
          >
            <img src={v.logo} alt="" width={120} height={48} loading="lazy" />
            <span className="vendor-card__name">{v.name}</span>
            {v.isHot === 1 && <span className="hot-badge">{t('hot')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
