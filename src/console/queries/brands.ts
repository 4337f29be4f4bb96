import { keepPreviousData, mutationOptions, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// The brands the console manages: the list, a brand's published parts and draft (its view), its
// published versions, and what changes them (a module switched, a draft saved, published, thrown
// away, an earlier version put back). Every builder takes the console's language, which goes with
// the call (the words of a refusal) but is no part of a key: switching it asks nothing again.

type SaveDraft = CallIO['ops/saveDraft']['request'];
/** A part of a brand the editors save into its draft, and the document they save. */
export type DraftPart = 'registerRules' | 'config';
export type DraftDocument = NonNullable<SaveDraft['config']>;

export const brandKeys = {
  /** The brands the operator may work on. */
  list: () => ['ops', 'brands'] as const,
  /** What the console holds of one brand: its view, its versions. */
  all: (brandId: string) => ['ops', 'brand', brandId] as const,
  view: (brandId: string) => [...brandKeys.all(brandId), 'view'] as const,
  versions: (brandId: string) => [...brandKeys.all(brandId), 'versions'] as const,
  versionPage: (brandId: string, pageNo: number) => [...brandKeys.versions(brandId), pageNo] as const,
};

export const brandQueries = {
  list: (lang: string) => queryOptions({ queryKey: brandKeys.list(), queryFn: () => opsCall('ops/brands', {}, lang) }),
  /** The brand with its published parts, version and draft; asks nothing while no brand is chosen. */
  view: (brandId: string | undefined, lang: string) =>
    queryOptions({
      queryKey: brandKeys.view(brandId ?? ''),
      queryFn: brandId ? () => opsCall('ops/brand', { brandId }, lang) : skipToken,
    }),
  /** One page of the brand's published versions, newest first; the last page stays shown while the next loads. */
  versions: (brandId: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: brandKeys.versionPage(brandId, pageNo),
      queryFn: () => opsCall('ops/versions', { brandId, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const brandMutations = {
  /** Switches a module of the brand: live at once, as a version of its own. */
  setModule: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (s: { modId: string; enabled: boolean }) => opsCall('ops/setModule', { brandId, ...s }, lang) }),
  /** Saves an edited part into the brand's draft. */
  saveDraft: (brandId: string, part: DraftPart, lang: string) =>
    mutationOptions({ mutationFn: (document: DraftDocument) => opsCall('ops/saveDraft', { brandId, [part]: document }, lang) }),
  /** Publishes the draft as the next version, with the note when there is one. */
  publish: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (note: string) => opsCall('ops/publish', { brandId, ...(note ? { note } : {}) }, lang) }),
  discardDraft: (brandId: string, lang: string) => mutationOptions({ mutationFn: () => opsCall('ops/discardDraft', { brandId }, lang) }),
  /** Puts an earlier version back, as the next version. */
  rollback: (brandId: string, lang: string) => mutationOptions({ mutationFn: (version: number) => opsCall('ops/rollback', { brandId, version }, lang) }),
};

/** After a draft is saved: the brand's view asks again. */
export const draftSaved = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: brandKeys.view(brandId) });

/**
 * After what the players see of a brand changed (a module switched, a draft published or thrown
 * away, a version put back): its view, its versions and the brand list ask again.
 */
export const brandChanged = (client: QueryClient, brandId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: brandKeys.view(brandId) }),
    client.invalidateQueries({ queryKey: brandKeys.versions(brandId) }),
    client.invalidateQueries({ queryKey: brandKeys.list() }),
  ]);
