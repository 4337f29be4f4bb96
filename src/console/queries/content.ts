import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import type { OpsAnnouncement, OpsNotice } from '../../generated/types';
import { opsCall } from '../api';
import { formToRequest, type BannerForm } from '../content/bannerForm';
import type { ContentKind } from '../content/contentForm';

// A brand's content, live on save: banners, notices, announcements and the help centre. Every
// builder takes the console's language, which goes with the call (the words of a refusal) but is
// no part of a key.

/** A notice or an announcement, as its list shows it. */
export type ContentItem = OpsNotice | OpsAnnouncement;
/** What the content page lists, one tab each. */
export type ContentList = ContentKind | 'banner' | 'help';
/** A form of written texts (a notice, an announcement, a help category or article), as the editor holds it. */
type TextForm = Record<string, unknown>;
type Request<N extends keyof CallIO> = CallIO[N]['request'];

/** `{ id }` for an item being edited, nothing for a new one. */
const idOf = (id: number | undefined) => (id === undefined ? {} : { id });

export const contentKeys = {
  /** Everything the console holds of a brand's content. */
  all: (brandId: string) => ['ops', 'content', brandId] as const,
  list: (brandId: string, list: ContentList) => [...contentKeys.all(brandId), list] as const,
  page: (brandId: string, list: ContentKind, pageNo: number) => [...contentKeys.list(brandId, list), pageNo] as const,
};

export const contentQueries = {
  /** One page of the brand's notices or announcements, newest first, in every language they are written in. */
  page: (brandId: string, kind: ContentKind, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: contentKeys.page(brandId, kind, pageNo),
      queryFn: (): Promise<{ total: number; items: ContentItem[] }> =>
        kind === 'notice' ? opsCall('ops/notices', { brandId, pageNo, pageSize }, lang) : opsCall('ops/announcements', { brandId, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
  /** The brand's banners of every group, and the groups. */
  banners: (brandId: string, lang: string) => queryOptions({ queryKey: contentKeys.list(brandId, 'banner'), queryFn: () => opsCall('ops/banners', { brandId }, lang) }),
  /** The help centre's categories with their articles, in the order players see them. */
  help: (brandId: string, lang: string) => queryOptions({ queryKey: contentKeys.list(brandId, 'help'), queryFn: () => opsCall('ops/help', { brandId }, lang) }),
};

export const contentMutations = {
  /** Saves a notice or an announcement: `id` for one being edited, none for a new one. */
  saveText: (brandId: string, kind: ContentKind, id: number | undefined, lang: string) =>
    mutationOptions({
      mutationFn: (form: TextForm) => {
        const body = { brandId, ...idOf(id), ...form };
        return kind === 'notice' ? opsCall('ops/saveNotice', body as Request<'ops/saveNotice'>, lang) : opsCall('ops/saveAnnouncement', body as Request<'ops/saveAnnouncement'>, lang);
      },
    }),
  removeText: (brandId: string, kind: ContentKind, lang: string) =>
    mutationOptions({ mutationFn: (id: number) => (kind === 'notice' ? opsCall('ops/deleteNotice', { brandId, id }, lang) : opsCall('ops/deleteAnnouncement', { brandId, id }, lang)) }),
  /** Saves a banner from its form. */
  saveBanner: (brandId: string, id: number | undefined, lang: string) => mutationOptions({ mutationFn: (form: BannerForm) => opsCall('ops/saveBanner', formToRequest(form, brandId, id), lang) }),
  removeBanner: (brandId: string, lang: string) => mutationOptions({ mutationFn: (id: number) => opsCall('ops/deleteBanner', { brandId, id }, lang) }),
  /** A group's banners in their new order, the whole group. */
  orderBanners: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: ({ groupName, ids }: { groupName: string; ids: number[] }) => opsCall('ops/orderBanners', { brandId, groupName, ids: ids as [number, ...number[]] }, lang) }),
  saveHelpCategory: (brandId: string, id: number | undefined, lang: string) =>
    mutationOptions({ mutationFn: (form: TextForm) => opsCall('ops/saveHelpCategory', { brandId, ...idOf(id), ...(form as { title: Record<string, string> }) }, lang) }),
  saveHelpArticle: (brandId: string, categoryId: number, id: number | undefined, lang: string) =>
    mutationOptions({
      mutationFn: (form: TextForm) => opsCall('ops/saveHelpArticle', { brandId, ...idOf(id), categoryId, ...(form as { title: Record<string, string>; content: Record<string, string> }) }, lang),
    }),
  /** The categories (no `categoryId`), or one category's articles, in their new order. */
  orderHelp: (brandId: string, lang: string) =>
    mutationOptions({
      mutationFn: ({ categoryId, ids }: { categoryId?: number; ids: number[] }) => opsCall('ops/orderHelp', { brandId, ...(categoryId ? { categoryId } : {}), ids: ids as [number, ...number[]] }, lang),
    }),
  /** Removes a help category (with its articles) or one article. */
  removeHelp: (brandId: string, lang: string) =>
    mutationOptions({
      mutationFn: (target: { kind: 'category' | 'article'; id: number }) =>
        target.kind === 'category' ? opsCall('ops/deleteHelpCategory', { brandId, id: target.id }, lang) : opsCall('ops/deleteHelpArticle', { brandId, id: target.id }, lang),
    }),
};

/** After a change to a list (an item saved, moved or removed): every page of it asks again. */
export const contentChanged = (client: QueryClient, brandId: string, list: ContentList) => client.invalidateQueries({ queryKey: contentKeys.list(brandId, list) });
