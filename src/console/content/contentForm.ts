import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import common from '../../../schemas/api/common.schema.json';
import noticeRequest from '../../../schemas/api/ops/saveNotice.request.json';
import announcementRequest from '../../../schemas/api/ops/saveAnnouncement.request.json';
import helpCategoryRequest from '../../../schemas/api/ops/saveHelpCategory.request.json';
import helpArticleRequest from '../../../schemas/api/ops/saveHelpArticle.request.json';

type Translate = (key: string, options?: Record<string, unknown>) => string;
export type ContentKind = 'notice' | 'announcement';
export type TextKind = ContentKind | 'helpCategory' | 'helpArticle';

const requests = { notice: noticeRequest, announcement: announcementRequest, helpCategory: helpCategoryRequest, helpArticle: helpArticleRequest } as const;
/** What the page supplies, not the operator: the brand, the item being edited, an article's category. */
const supplied = new Set(['brandId', 'id', 'categoryId']);
const textDefinitions: Record<string, { properties: Record<string, unknown> }> = {
  '../common.schema.json#/definitions/Texts': common.definitions.Texts,
  '../common.schema.json#/definitions/RichTexts': common.definitions.RichTexts,
};

/**
 * The editing form's schema: the save call's own request schema (schemas/api/ops/save*.request.json),
 * without the brand and id the page supplies, its texts offering only the brand's languages.
 */
export function contentSchema(kind: TextKind, languages: readonly string[]): RJSFSchema {
  const request = requests[kind];
  const properties: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(request.properties as Record<string, { $ref?: string }>)) {
    if (supplied.has(name)) continue;
    const texts = schema.$ref ? textDefinitions[schema.$ref] : undefined;
    properties[name] = texts
      ? { ...texts, title: undefined, description: undefined, properties: Object.fromEntries(languages.filter((l) => l in texts.properties).map((l) => [l, texts.properties[l]])) }
      : schema;
  }
  return { type: 'object', required: request.required.filter((r) => r in properties), properties } as RJSFSchema;
}

/** Labels in the console's language; each text's languages named in their own script, its HTML in a large box. */
export function contentUi(languages: readonly string[], t: Translate): UiSchema {
  const perLanguage = (rich: boolean) =>
    Object.fromEntries(languages.map((l) => [l, { 'ui:title': t(`languageName_${l}`), ...(rich ? { 'ui:widget': 'textarea', 'ui:options': { rows: 8 } } : {}) }]));
  return {
    'ui:order': ['type', 'audience', 'title', 'content', 'startAt', 'endAt'],
    audience: { 'ui:title': t('noticeAudience'), 'ui:enumNames': ['players', 'agents'].map((a) => t(`noticeAudience_${a}`)) },
    type: { 'ui:title': t('announcementType'), 'ui:enumNames': ['B', 'PL', 'PU', 'PR', 'H'].map((c) => t(`announcementType_${c}`)) },
    title: { 'ui:title': t('contentTitle'), ...perLanguage(false) },
    content: { 'ui:title': t('contentText'), 'ui:description': t('contentTextHelp'), ...perLanguage(true) },
    startAt: { 'ui:title': t('contentStart') },
    endAt: { 'ui:title': t('contentEnd'), 'ui:description': t('contentEndHelp') },
  };
}
