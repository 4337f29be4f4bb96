import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsVendor, OpsVendorWalletSaved, VendorWalletKind } from '../generated/types';
import { Button } from '../ui/Button';
import { formatMoney } from '../engine/formatAmount';
import { useOnceKey } from '../api/useOnceKey';
import { useConsole } from './ConsoleContext';
import { ConfirmGroup } from './ConfirmGroup';
import { ListState } from './ListState';
import { RowError } from './RowError';
import { vendorKeys, vendorMutations, vendorQueries } from './queries/games';
import { ConsoleTable } from './ConsoleTable';

/**
 * How each vendor connected to the brand holds players' money (decision 0255): seamless, its games
 * play from the main wallet; transfer, from a wallet of its own. An admin changes it; made
 * seamless, what its wallets hold goes back to each member's main wallet, asked once more first.
 */
export function VendorWallets({ brandId, symbol }: { brandId: string; symbol: string }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(vendorQueries.list(brandId, i18n.language));
  const { operator } = useConsole();
  return (
    <section aria-labelledby="vendor-wallets-title">
      <h2 id="vendor-wallets-title">{t('vendorWalletsTitle')}</h2>
      <p className="console-muted">{t('vendorWalletsHelp')}</p>
      <ListState query={list} empty={(list.data?.items.length ?? 0) === 0} emptyText={t('vendorWalletsNone')}>
        {() => (
          <ConsoleTable caption={t('vendorWalletsTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('gameVendor')}</th>
                <th scope="col">{t('vendorWalletKind')}</th>
                <th scope="col">{t('vendorWalletHeld')}</th>
                {operator.role === 'admin' && <th scope="col">{t('vendorWalletChange')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.data!.items.map((v) => (
                <VendorRow key={v.code} brandId={brandId} vendor={v} money={(amount) => formatMoney(symbol, amount)} canChange={operator.role === 'admin'} />
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
    </section>
  );
}

function VendorRow({ brandId, vendor, money, canChange }: { brandId: string; vendor: OpsVendor; money: (amount: string) => string; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const once = useOnceKey();
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const other: VendorWalletKind = vendor.wallet === 'transfer' ? 'seamless' : 'transfer';
  const save = useMutation({
    ...vendorMutations.saveWallet(brandId, vendor.code, i18n.language, (body) => once.keyFor(body)),
    onSuccess: (saved: OpsVendorWalletSaved) => {
      once.done();
      setAsking(false);
      setSaid(saved.members > 0 ? t('vendorWalletMovedBack', { count: saved.members, amount: money(saved.moved) }) : t('vendorWalletSaved'));
      client.setQueryData<{ items: OpsVendor[] }>(vendorKeys.all(brandId), (old) => old && { items: old.items.map((v) => (v.code === saved.vendor.code ? saved.vendor : v)) });
    },
  });
  const action = t(`vendorWalletMake_${other}`);
  return (
    <tr>
      <th scope="row">
        {vendor.name}
        <span className="console-muted"> · {vendor.code}</span>
        {!vendor.active && <span className="console-muted"> · {t('vendorHidden')}</span>}
      </th>
      <td>{t(`vendorWallet_${vendor.wallet}`)}</td>
      <td>{vendor.holders > 0 ? t('vendorWalletHolders', { count: vendor.holders, amount: money(vendor.held) }) : '—'}</td>
      {canChange && (
        <td>
          {asking ? (
            <ConfirmGroup
              action={action}
              question={other === 'seamless' && vendor.holders > 0 ? t('vendorWalletAskSeamless', { count: vendor.holders, amount: money(vendor.held) }) : t('vendorWalletAsk', { name: vendor.name })}
              pending={save.isPending}
              onConfirm={() => save.mutate(other)}
              onCancel={() => setAsking(false)}
            />
          ) : (
            <Button
              size="small"
              variant="secondary"
              onClick={() => {
                setSaid(null);
                save.reset();
                setAsking(true);
              }}
            >
              {action}
            </Button>
          )}
          {said && (
            <span className="console-muted" role="status">
              {' '}
              {said}
            </span>
          )}
          <RowError error={save.error} />
        </td>
      )}
    </tr>
  );
}
