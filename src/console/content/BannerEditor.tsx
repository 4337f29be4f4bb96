import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsBanner, OpsBrand } from '../../generated/types';
import { SchemaEditor } from '../forms/SchemaEditor';
import { contentMutations } from '../queries/content';
import { bannerSchema, bannerToForm, bannerUi, type BannerForm } from './bannerForm';
import bannerSlots from '../../../config/bannerSlots.json';

/** One banner's form, drawn from its save call's schema, its pictures uploaded in place; saved live. */
export function BannerEditor({
  brand,
  groups,
  group,
  banner,
  onDone,
}: {
  brand: OpsBrand;
  groups: readonly string[];
  group: string;
  banner: OpsBanner | null;
  onDone: (message: string | null, group?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => bannerSchema(groups, brand.languages), [groups, brand.languages]);
  const uiSchema = useMemo(() => bannerUi(brand.languages, t, groups), [brand.languages, t, groups]);
  const initial = useMemo(() => bannerToForm(banner, group), [banner, group]);
  return (
    <SchemaEditor<BannerForm>
      idPrefix="banner"
      heading={t(banner ? 'content_edit_banner' : 'content_new_banner')}
      schema={schema}
      uiSchema={uiSchema}
      initial={initial}
      // A picture is judged against the box of the group it is for (config/bannerSlots.json).
      context={(form) => ({ brandId: brand.id, slot: (bannerSlots.slots as Record<string, { width: number; height: number } | undefined>)[form.groupName ?? group], tolerance: bannerSlots.tolerance })}
      save={contentMutations.saveBanner(brand.id, banner?.id, i18n.language)}
      onDone={(message, saved) => onDone(message, saved?.groupName)}
      // The form calls the link's kind linkType; the server names the request's fields.
      fieldPath={(field) => (field === 'linkageType' ? 'linkType' : field)}
    />
  );
}
