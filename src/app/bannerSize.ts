import type { Banner } from '../generated/types';

/**
 * A banner picture's width and height attributes, when the API knows them, so the page holds the
 * picture's box before it arrives; nothing for a picture of unknown size.
 */
export const bannerSize = (b: Pick<Banner, 'width' | 'height'>): { width?: number; height?: number } => (b.width && b.height ? { width: b.width, height: b.height } : {});
