import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import common from '../../../schemas/api/common.schema.json';
import request from '../../../schemas/api/ops/saveBanner.request.json';
import type { OpsBanner, OpsSaveBannerRequest } from '../../generated/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Link = 'none' | 'route' | 'url';

/** What the form edits: the save call's body less the brand and id, with "no link" as a choice of its own. */
export interface BannerForm {
  groupName?: string;
  image?: Record<string, string>;
  linkType?: Link;
  linkageUrl?: string;
  active?: boolean;
}

/**
 * The banner form's schema, from the save call's request schema (schemas/api/ops/saveBanner.request.json):
 * its group one of the brand's, a picture for each language the brand offers. A select cannot
 * offer null, so the link's kind has "none" in its place.
 */
export function bannerSchema(groups: readonly string[], languages: readonly string[]): RJSFSchema {
  const p = request.properties;
  const urls = common.definitions.ImageUrls;
  return {
    type: 'object',
    required: ['groupName', 'image', 'linkType', 'active'],
    properties: {
      groupName: { ...p.groupName, enum: [...groups] },
      image: { ...urls, title: undefined, description: undefined, properties: Object.fromEntries(languages.filter((l) => l in urls.properties).map((l) => [l, urls.properties[l as 'bn']])) },
      linkType: { type: 'string', enum: ['none', 'route', 'url'] },
      linkageUrl: { type: 'string', maxLength: p.linkageUrl.maxLength },
      active: p.active,
    },
  } as RJSFSchema;
}

/** A banner group as operators know it: the page that shows it (`w_home` is the home page). */
export const bannerGroupLabel = (group: string, t: Translate) => t(`bannerGroup_${group}`, { defaultValue: group });

export function bannerUi(languages: readonly string[], t: Translate, groups: readonly string[] = []): UiSchema {
  return {
    'ui:order': ['groupName', 'image', 'linkType', 'linkageUrl', 'active'],
    groupName: { 'ui:title': t('bannerGroup'), 'ui:description': t('bannerGroupHelp'), 'ui:enumNames': groups.map((g) => bannerGroupLabel(g, t)) },
    image: { 'ui:title': t('bannerPicture'), 'ui:description': t('bannerPictureHelp'), ...Object.fromEntries(languages.map((l) => [l, { 'ui:title': t(`languageName_${l}`), 'ui:widget': 'image' }])) },
    linkType: { 'ui:title': t('bannerLinkType'), 'ui:enumNames': (['none', 'route', 'url'] as const).map((k) => t(`bannerLink_${k}`)) },
    linkageUrl: { 'ui:title': t('bannerLinkUrl'), 'ui:description': t('bannerLinkUrlHelp') },
    active: { 'ui:title': t('bannerActive') },
  };
}

export function bannerToForm(banner: OpsBanner | null, group: string): BannerForm {
  if (!banner) return { groupName: group, image: {}, linkType: 'none', active: true };
  return {
    groupName: banner.groupName,
    image: banner.image as Record<string, string>,
    linkType: banner.linkageType ?? 'none',
    ...(banner.linkageUrl ? { linkageUrl: banner.linkageUrl } : {}),
    active: banner.active,
  };
}

export function formToRequest(form: BannerForm, brandId: string, id: number | undefined): OpsSaveBannerRequest {
  const linked = form.linkType && form.linkType !== 'none';
  return {
    brandId,
    ...(id ? { id } : {}),
    groupName: form.groupName ?? '',
    image: form.image ?? {},
    linkageType: linked ? (form.linkType as 'route' | 'url') : null,
    linkageUrl: linked ? (form.linkageUrl ?? '') : null,
    active: form.active ?? true,
  };
}
