import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pickTranslation } from '../../engine/pickTranslation';
import type { OpsBrand, OpsHelpArticle, OpsHelpCategory } from '../../generated/types';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import type { EditorMessage } from '../useDraftSave';
import { TextEditor } from './TextEditor';
import { ListState } from '../ListState';
import { contentChanged, contentMutations, contentQueries } from '../queries/content';

type Editing = { kind: 'helpCategory'; item: OpsHelpCategory | null } | { kind: 'helpArticle'; categoryId: number; item: OpsHelpArticle | null };

/** Swaps an entry with its neighbour: the whole list in its new order, as the order call takes it. */
const moved = (ids: number[], index: number, by: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
};

/** The help centre's categories and their articles, in the order players see them: written, moved and removed here. */
export function HelpList({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [message, setMessage] = useState<EditorMessage>(null);
  const centre = useQuery(contentQueries.help(brand.id, i18n.language));
  const done = async (text: string | null) => {
    setMessage(text ? { kind: 'ok', text } : null);
    await contentChanged(client, brand.id, 'help');
  };
  const failed = (err: unknown) => {
    setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
  };
  const order = useMutation({
    ...contentMutations.orderHelp(brand.id, i18n.language),
    onSuccess: () => done(t('helpOrdered')),
    onError: failed,
  });
  const remove = useMutation({
    ...contentMutations.removeHelp(brand.id, i18n.language),
    onSuccess: () => {
      setRemoving(null);
      return done(t('contentDeleted'));
    },
    onError: failed,
  });
  const name = (texts: Record<string, string>) => pickTranslation(texts, i18n.language, brand.defaultLang);

  if (editing) {
    const item = editing.item;
    const heading = t(`${item ? 'edit' : 'new'}_${editing.kind}`);
    return (
      <TextEditor
        brand={brand}
        kind={editing.kind}
        heading={heading}
        initial={item ? (editing.kind === 'helpArticle' ? { title: item.title, content: (item as OpsHelpArticle).content } : { title: item.title }) : {}}
        onDone={(text) => {
          setEditing(null);
          void done(text);
        }}
        save={
          editing.kind === 'helpCategory'
            ? contentMutations.saveHelpCategory(brand.id, item?.id, i18n.language)
            : contentMutations.saveHelpArticle(brand.id, editing.categoryId, item?.id, i18n.language)
        }
      />
    );
  }
  const categories = centre.data?.categories ?? [];
  const arrows = (ids: number[], index: number, label: string, categoryId?: number) => (
    <>
      <Button size="small" variant="secondary" disabled={index === 0 || order.isPending} onClick={() => order.mutate({ categoryId, ids: moved(ids, index, -1) })} aria-label={t('helpUpOne', { name: label })}>
        {t('bannerUp')}
      </Button>
      <Button size="small" variant="secondary" disabled={index === ids.length - 1 || order.isPending} onClick={() => order.mutate({ categoryId, ids: moved(ids, index, 1) })} aria-label={t('helpDownOne', { name: label })}>
        {t('bannerDown')}
      </Button>
    </>
  );
  return (
    <div className="content-list">
      <div className="content-list__head">
        <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
          {message?.text}
        </p>
        <Button onClick={() => setEditing({ kind: 'helpCategory', item: null })}>{t('new_helpCategory')}</Button>
      </div>
      <ListState query={centre} empty={categories.length === 0} emptyText={t('helpEmpty')}>
        {() => (
          <ol className="help-list" aria-busy={centre.isFetching || order.isPending || undefined}>
            {categories.map((c, i) => {
              const title = name(c.title as Record<string, string>);
              const articleIds = c.articles.map((a) => a.id);
              return (
                <li key={c.id} className="help-list__category">
                  <div className="help-list__row">
                    <h3>{title}</h3>
                    <div className="content-list__actions">
                      {arrows(
                        categories.map((x) => x.id),
                        i,
                        title,
                      )}
                      <Button size="small" variant="secondary" onClick={() => setEditing({ kind: 'helpCategory', item: c })} aria-label={t('contentEditOne', { title })}>
                        {t('contentEdit')}
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => setRemoving(c.id)} aria-label={t('contentDeleteOne', { title })}>
                        {t('contentDelete')}
                      </Button>
                    </div>
                  </div>
                  {removing === c.id && (
                    <div className="console-confirm" role="group" aria-label={t('contentDeleteOne', { title })}>
                      <span>{t('helpDeleteCategoryConfirm', { title, count: c.articles.length })}</span>
                      <Button size="small" onClick={() => remove.mutate({ kind: 'category', id: c.id })} disabled={remove.isPending}>
                        {t('contentDelete')}
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => setRemoving(null)}>
                        {t('cancel')}
                      </Button>
                    </div>
                  )}
                  {c.articles.length === 0 ? (
                    <p className="console-muted">{t('helpNoArticles')}</p>
                  ) : (
                    <ol className="help-list__articles">
                      {c.articles.map((a, j) => {
                        const articleTitle = name(a.title as Record<string, string>);
                        return (
                          <li key={a.id} className="help-list__row">
                            <span>{articleTitle}</span>
                            <div className="content-list__actions">
                              {arrows(articleIds, j, articleTitle, c.id)}
                              <Button size="small" variant="secondary" onClick={() => setEditing({ kind: 'helpArticle', categoryId: c.id, item: a })} aria-label={t('contentEditOne', { title: articleTitle })}>
                                {t('contentEdit')}
                              </Button>
                              <Button size="small" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate({ kind: 'article', id: a.id })} aria-label={t('contentDeleteOne', { title: articleTitle })}>
                                {t('contentDelete')}
                              </Button>
                            </div>
                          </li>
                        );
                      })}
                    </ol>
                  )}
                  <Button size="small" variant="secondary" onClick={() => setEditing({ kind: 'helpArticle', categoryId: c.id, item: null })} aria-label={t('helpNewArticleIn', { title })}>
                    {t('new_helpArticle')}
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </ListState>
    </div>
  );
}
