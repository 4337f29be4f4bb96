import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { useCentres } from '../../src/contract/centres';
import { announcementsQuery } from '../../src/api/system/site';
import { promotionListQuery } from '../../src/api/promo/promotions';
import { useSession } from '../../src/api/sessionStore';
import { afterLoginContent, afterLoginHiddenKey, hiddenDayOf, hiddenToday, welcomeOffer } from '../../src/engine/afterLogin';
import { isTrialAccount } from '../../src/engine/accountType';
import { Modal } from '../../src/ui/Modal';
import { Button } from '../../src/ui/Button';
import { SafeHtml } from '../../src/ui/SafeHtml';
import '../parts/FieldShell.css';
import './afterLogin.css';

/** What the browser keeps, read and written here only; a browser that refuses storage just shows the modal. */
function keptDay(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * SPEC §4's after-login modal, opened by a sign-in (the login form, a social sign-in), never by a
 * page load: the brand's pop-up announcements (type PU) in the member's language, one at a time
 * with previous and next (going round, so no button turns off under the keyboard's focus), and at
 * a first sign-in a welcome that offers the brand's first-deposit promotion when the member may
 * take one (its page), else the deposit page. "Do not show again today" keeps the
 * brand's day in this browser (decision 0257). With nothing to show, nothing opens: the dialog
 * closes itself before drawing anything.
 */
export default function AfterLoginDialog({ onClose, firstTimeLogin = false }: SlotProps['dialog'] & { firstTimeLogin?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const { whitelabel } = usePermission();
  const runtime = useRuntime();
  const centres = useCentres();
  const session = useSession();
  const key = afterLoginHiddenKey(whitelabel.id);
  const [hidden] = useState(() => hiddenToday(keptDay(key), new Date(), whitelabel.timeZone));
  const asks = !hidden && (whitelabel.announcementTypes ?? []).includes('PU');
  const popUps = useQuery({ ...announcementsQuery(i18n.language, ['PU']), enabled: asks });
  // The welcome's offer: the member's own statuses of the brand's promotions, read while PROMO3 is on.
  const asksOffers = !hidden && firstTimeLogin && runtime.features.promotions === true && session !== null && !isTrialAccount(session.accountType);
  const offers = useQuery({ ...promotionListQuery(session?.token ?? null, i18n.language), enabled: asksOffers });
  const navigate = useNavigate();
  // A failed read shows no pop-ups rather than no welcome, and the deposit page rather than no offer.
  const ready = (!asks || popUps.data !== undefined || popUps.isError) && (!asksOffers || offers.data !== undefined || offers.isError);
  const content = ready ? afterLoginContent({ firstTimeLogin, announcements: popUps.data ?? [], hidden }) : undefined;
  const shut = content === null;
  useEffect(() => {
    if (shut) onClose();
  }, [shut, onClose]);

  const [index, setIndex] = useState(0);
  const [hideToday, setHideToday] = useState(false);
  const checkId = useId();
  if (!content) return null;

  const close = () => {
    if (hideToday) {
      try {
        localStorage.setItem(key, hiddenDayOf(new Date(), whitelabel.timeZone));
      } catch {
        // Storage refused (a private window's quota): the modal shows again, nothing worse.
      }
    }
    onClose();
  };
  // The deposit page of the member centre, as the header's deposit button opens it; drawn only where the brand takes deposits.
  const offersDeposit = runtime.member.menu.some((e) => e.key === 'depositv2') && !isTrialAccount(session?.accountType ?? null);
  const deposit = () => {
    close();
    centres.open('member', 'depositv2');
  };
  const offer = asksOffers ? welcomeOffer(offers.data?.list ?? []) : null;
  const seeOffer = (id: string) => {
    close();
    void navigate(`/promoDetail?id=${encodeURIComponent(id)}`);
  };
  const leads = offer !== null || offersDeposit;

  const list = content.announcements;
  const count = list.length;
  const at = Math.min(index, count - 1);
  const shown = list[at];

  return (
    <Modal title={content.welcome ? t('afterLogin_welcomeTitle', { name: whitelabel.name }) : t('announcements')} onClose={close} width={480} height="auto" className="after-login">
      {content.welcome && (
        <div className="after-login__welcome">
          <p>{session ? t('afterLogin_welcomeAccount', { account: session.account }) : t('afterLogin_welcome')}</p>
          {offer ? (
            <>
              <p>{t('afterLogin_offerLead')}</p>
              <p className="after-login__offer">
                <strong>{offer.title}</strong>
                {offer.summary && <span>{offer.summary}</span>}
              </p>
              <Button block data-autofocus onClick={() => seeOffer(offer.id)}>
                {t('afterLogin_offerSee')}
              </Button>
            </>
          ) : (
            offersDeposit && (
              <>
                <p>{t('afterLogin_depositLead')}</p>
                <Button block data-autofocus onClick={deposit}>
                  {t('afterLogin_firstDeposit')}
                </Button>
              </>
            )
          )}
        </div>
      )}
      {shown && (
        <section className="after-login__notice" aria-label={t('announcements')}>
          <h3 className="after-login__notice-title">{shown.title}</h3>
          <SafeHtml className="after-login__notice-content" html={shown.content} />
          {count > 1 && (
            <div className="after-login__pager">
              <Button variant="secondary" size="small" onClick={() => setIndex((at - 1 + count) % count)}>
                {t('afterLogin_previous')}
              </Button>
              <span aria-live="polite">{t('afterLogin_position', { at: at + 1, count })}</span>
              <Button variant="secondary" size="small" onClick={() => setIndex((at + 1) % count)}>
                {t('afterLogin_next')}
              </Button>
            </div>
          )}
        </section>
      )}
      <div className="after-login__footer">
        {count > 0 && (
          <div className="form-field form-field--check">
            <input id={checkId} type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
            <label htmlFor={checkId}>{t('afterLogin_hideToday')}</label>
          </div>
        )}
        <Button variant={content.welcome && leads ? 'secondary' : 'primary'} data-autofocus={content.welcome && leads ? undefined : true} onClick={close}>
          {t('afterLogin_close')}
        </Button>
      </div>
    </Modal>
  );
}
