import { createElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission, useRegistry } from '../contract/contexts';
import { LanguageMenu } from './LanguageMenu';
import { PageTitle } from './PageTitle';
import { useDialog } from '../ui/useDialog';
import { openServiceWindow } from '../api/system/serviceWindow';

/**
 * The maintenance page (game_maintenance / info_maintenance) and the region-block page (blockip /
 * info_ip_block with the visitor's IP), each with the customer-service button (SPEC §2.2): the
 * brand's window, or the site's chat room (decision 0329), which works without the shell.
 */
export function StatusPage({ kind, ip }: { kind: 'maintenance' | 'regionBlock'; ip: string }) {
  const { t } = useTranslation('common');
  const permission = usePermission();
  const service = permission.customerService?.url;
  const registry = useRegistry();
  const dialog = useDialog();
  const [chatting, setChatting] = useState(false);
  const ChatRoom = chatting ? registry.get('dialog', 'chatRoom') : undefined;
  return (
    <div className="status-layout">
      <PageTitle nameKey={kind === 'maintenance' ? 'meta:page_maintenance' : 'meta:page_regionBlock'} />
      <header className="status-header">
        <img src={permission.whitelabel.logo} alt={permission.whitelabel.name} height={40} />
        <LanguageMenu />
      </header>
      <main className="status-page" aria-labelledby="status-title">
        <h1 id="status-title">{t(kind === 'maintenance' ? 'game_maintenance' : 'blockip')}</h1>
        {kind === 'regionBlock' && (
          <p className="status-ip">
            {t('yourIp')} <strong data-testid="blocked-ip">{ip}</strong>
          </p>
        )}
        <p>{t(kind === 'maintenance' ? 'info_maintenance' : 'info_ip_block')}</p>
        {service ? (
          <a
            className="mq-button mq-button--primary"
            href={service}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => {
              // A window that does not answer is closed again, and the visitor told (SPEC §8, decision 0330).
              e.preventDefault();
              void openServiceWindow(service).then((opened) => {
                if (!opened) void dialog.alert(t('serviceUnreachable'));
              });
            }}
          >
            {t('customerService')}
          </a>
        ) : (
          permission.customerService && (
            <button type="button" className="mq-button mq-button--primary" aria-haspopup="dialog" onClick={() => setChatting(true)}>
              {t('customerService')}
            </button>
          )
        )}
      </main>
      {/* A looked-up renderer: createElement, as ShellDialogOutlet draws it. */}
      {ChatRoom && <Suspense fallback={null}>{createElement(ChatRoom, { onClose: () => setChatting(false) })}</Suspense>}
    </div>
  );
}
