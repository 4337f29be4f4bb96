import { useTranslation } from 'react-i18next';
import { usePermission } from '../../src/contract/contexts';
import type { Permission } from '../../src/generated/types';
import { SideIcon, type Glyph } from './SideIcon';

/** A brand resource the side bar links to: a key of renderers/sideLinks.json, which has a glyph of its own. */
export type SideLinkKey = Permission['resources'][number]['resourceType'] & Glyph;

/**
 * The side-bar icon of one kind of brand resource (facebook, telegram, youtube…): the link the
 * brand gives for it, opened outside the site. Shown only when the brand has that resource (the
 * Runtime checks it too). One renderer for every such key, named by renderers/sideLinks.json.
 */
export function sideLink(key: SideLinkKey) {
  return function SideLink() {
    const { t } = useTranslation('nav');
    const url = usePermission().resources.find((r) => r.resourceType === key)?.url;
    return url ? <SideIcon href={url} external label={t(`side_${key}`)} glyph={key} /> : null;
  };
}
