import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pickTranslation } from '../../engine/pickTranslation';
import type { OpsBanner, OpsBrand } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import type { EditorMessage } from '../useDraftSave';
import { BannerEditor } from './BannerEditor';
import { bannerGroupLabel } from './bannerForm';
import { ListState } from '../ListState';
import { contentChanged, contentMutations, contentQueries } from '../queries/content';

/** A brand's banners, one group at a time in the order players see them: added, edited, moved, removed. */
export function BannerList({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [group, setGroup] = useState<string | null>(null);
  const [editing, setEditing] = useState<OpsBanner | 'new' | null>(null);
  const [message, setMessage] = useState<EditorMessage>(null);
  const list = useQuery(contentQueries.banners(brand.id, i18n.language));
  const changed = () => contentChanged(client, brand.id, 'banner');
  const failed = (err: unknown) => {
    setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
  };
  const remove = useMutation({
    ...contentMutations.removeBanner(brand.id, i18n.language),
    onSuccess: async () => {
      setMessage({ kind: 'ok', text: t('contentDeleted') });
      await changed();
    },
    onError: failed,
  });
  const order = useMutation({
    ...contentMutations.orderBanners(brand.id, i18n.language),
    onSuccess: async () => {
      setMessage({ kind: 'ok', text: t('bannerOrdered') });
      await changed();
    },
    onError: failed,
  });

  const groups = list.data?.groups ?? [];
  const shown = group ?? groups[0] ?? null;
  if (editing) {
    return (
      <BannerEditor
        brand={brand}
        groups={groups}
        group={shown ?? ''}
        banner={editing === 'new' ? null : editing}
        onDone={(text, savedGroup) => {
          setEditing(null);
          if (savedGroup) setGroup(savedGroup);
          setMessage(text ? { kind: 'ok', text } : null);
          void changed();
        }}
      />
    );
  }
  const items = (list.data?.items ?? []).filter((b) => b.groupName === shown);
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((b) => b.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate({ groupName: shown!, ids });
  };
  return (
    <div className="content-list">
      <p className="console-muted">{t('bannerLead')}</p>
      <div className="content-list__head">
        <label className="banner-group">
          <span>{t('bannerGroup')}</span>
          <select value={shown ?? ''} onChange={(e) => setGroup(e.target.value)} disabled={!groups.length}>
            {groups.map((g) => (
              <option key={g} value={g}>
                {bannerGroupLabel(g, t)}
              </option>
            ))}
          </select>
        </label>
        <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
          {message?.text}
        </p>
        <Button onClick={() => setEditing('new')} disabled={!shown}>
          {t('content_new_banner')}
        </Button>
      </div>
      <ListState query={list} empty={items.length === 0} emptyText={t('content_empty_banner')}>
        {() => (
          <ol className="banner-list" aria-busy={list.isFetching || order.isPending || undefined}>
            {items.map((b, i) => {
              const n = i + 1;
              const image = pickTranslation(b.image as Record<string, string>, i18n.language, brand.defaultLang);
              return (
                <li key={b.id} className="banner-list__item">
                  <img className="banner-list__thumb" src={image} alt={t('bannerOf', { n, group: bannerGroupLabel(shown ?? '', t) })} width={b.width ?? undefined} height={b.height ?? undefined} loading="lazy" />
                  <div className="banner-list__facts">
                    <strong>{t('bannerOf', { n, group: bannerGroupLabel(shown ?? '', t) })}</strong>
                    <span>{Object.keys(b.image).map((l) => t(`languageName_${l}`)).join(', ')}</span>
                    {b.width && <span>{t('bannerSize', { width: b.width, height: b.height })}</span>}
                    <span>{b.linkageUrl ?? t('bannerLink_none')}</span>
                    <span className={b.active ? 'console-ok' : 'console-muted'}>{b.active ? t('bannerShown') : t('bannerHidden')}</span>
                  </div>
                  <div className="content-list__actions">
                    <Button size="small" variant="secondary" disabled={i === 0 || order.isPending} onClick={() => move(i, -1)} aria-label={t('bannerUpOne', { n })}>
                      {t('bannerUp')}
                    </Button>
                    <Button size="small" variant="secondary" disabled={i === items.length - 1 || order.isPending} onClick={() => move(i, 1)} aria-label={t('bannerDownOne', { n })}>
                      {t('bannerDown')}
                    </Button>
                    <Button size="small" variant="secondary" onClick={() => setEditing(b)} aria-label={t('contentEditOne', { title: t('bannerOf', { n, group: bannerGroupLabel(shown ?? '', t) }) })}>
                      {t('contentEdit')}
                    </Button>
                    <Button size="small" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(b.id)} aria-label={t('contentDeleteOne', { title: t('bannerOf', { n, group: bannerGroupLabel(shown ?? '', t) }) })}>
                      {t('contentDelete')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </ListState>
    </div>
  );
}
