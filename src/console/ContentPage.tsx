import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { pickTranslation } from '../engine/pickTranslation';
import type { OpsBrand } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { Tabs } from '../ui/Tabs';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { consoleTimeZone } from './consoleTimeZone';
import './forms/formStrings';
import type { ContentKind } from './content/contentForm';
import { TextEditor } from './content/TextEditor';
import { HelpList } from './content/HelpList';
import { BannerList } from './content/BannerList';
import type { EditorMessage } from './useDraftSave';
import { ListState } from './ListState';
import { contentChanged, contentMutations, contentQueries, type ContentItem as Item } from './queries/content';

const pageSize = 10;

/** A brand's banners, notices and announcements: written per language, live on save. */
export function ContentPage() {
  const { t } = useTranslation();
  // The tab stays chosen when the operator turns to another brand.
  const [kind, setKind] = useState<ContentKind | 'banner' | 'help'>('banner');
  return (
    <BrandFrame page="content">
      {(brand) => (
        <>
          <p className="console-muted">{t('contentLead')}</p>
          <Tabs
            label={t('page_content')}
            selectedId={kind}
            onSelect={(id) => setKind(id as ContentKind | 'banner' | 'help')}
            tabs={[
              { id: 'banner', label: t('content_banners'), panel: <BannerList brand={brand} /> },
              ...(['notice', 'announcement'] as const).map((k) => ({ id: k, label: t(`content_${k}s`), panel: <ContentList key={k} brand={brand} kind={k} /> })),
              { id: 'help', label: t('content_help'), panel: <HelpList brand={brand} /> },
            ]}
          />
        </>
      )}
    </BrandFrame>
  );
}

function ContentList({ brand, kind }: { brand: OpsBrand; kind: ContentKind }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [message, setMessage] = useState<EditorMessage>(null);
  const list = useQuery(contentQueries.page(brand.id, kind, page, pageSize, i18n.language));
  const remove = useMutation({
    ...contentMutations.removeText(brand.id, kind, i18n.language),
    onSuccess: async () => {
      setMessage({ kind: 'ok', text: t('contentDeleted') });
      await contentChanged(client, brand.id, kind);
    },
    onError: (err) => {
      setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
    },
  });

  if (editing) {
    return (
      <ContentEditor
        brand={brand}
        kind={kind}
        item={editing === 'new' ? null : editing}
        onDone={(text) => {
          setEditing(null);
          setMessage(text ? { kind: 'ok', text } : null);
          void contentChanged(client, brand.id, kind);
        }}
      />
    );
  }
  const titleOf = (item: Item) => pickTranslation(item.title as Record<string, string>, i18n.language, brand.defaultLang);
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <div className="content-list">
      <div className="content-list__head">
        <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
          {message?.text}
        </p>
        <Button onClick={() => setEditing('new')}>{t(`content_new_${kind}`)}</Button>
      </div>
      <ListState query={list} empty={(list.data?.items.length ?? 0) === 0} emptyText={t(`content_empty_${kind}`)}>
        {() => (
          <div className="console-table-wrap">
            <table className="console-table" aria-busy={list.isFetching || undefined}>
              <caption className="mq-visually-hidden">{t(`content_${kind}s`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('contentTitle')}</th>
                  <th scope="col">{t('contentLanguages')}</th>
                  {kind === 'notice' && <th scope="col">{t('noticeAudience')}</th>}
                  <th scope="col">{kind === 'notice' ? t('time') : t('contentShown')}</th>
                  <th scope="col">
                    <span className="mq-visually-hidden">{t('contentActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data!.items.map((item) => (
                  <tr key={item.id}>
                    <td>{titleOf(item)}</td>
                    <td>{Object.keys(item.title).map((l) => t(`languageName_${l}`)).join(', ')}</td>
                    {'audience' in item && <td>{t(`noticeAudience_${item.audience}`)}</td>}
                    <td>
                      {'startAt' in item
                        ? `${formatDateTime(item.startAt, consoleTimeZone)} – ${item.endAt ? formatDateTime(item.endAt, consoleTimeZone) : t('contentNoEnd')}`
                        : formatDateTime(item.createdAt, consoleTimeZone)}
                    </td>
                    <td className="content-list__actions">
                      <Button size="small" variant="secondary" onClick={() => setEditing(item)} aria-label={t('contentEditOne', { title: titleOf(item) })}>
                        {t('contentEdit')}
                      </Button>
                      <Button size="small" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(item.id)} aria-label={t('contentDeleteOne', { title: titleOf(item) })}>
                        {t('contentDelete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
    </div>
  );
}

function ContentEditor({ brand, kind, item, onDone }: { brand: OpsBrand; kind: ContentKind; item: Item | null; onDone: (message: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const initial = useMemo(() => {
    if (!item) return kind === 'announcement' ? { type: 'B', startAt: new Date().toISOString() } : {};
    const { id: _id, createdAt: _c, ...rest } = item as Item & { createdAt?: string };
    return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
  }, [item, kind]);
  return (
    <TextEditor
      brand={brand}
      kind={kind}
      heading={t(item ? `content_edit_${kind}` : `content_new_${kind}`)}
      initial={initial}
      onDone={onDone}
      save={contentMutations.saveText(brand.id, kind, item?.id, i18n.language)}
    />
  );
}
