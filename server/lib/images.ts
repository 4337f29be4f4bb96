import { imageSize } from 'image-size';

/** What a banner or logo may be, by the type its bytes declare, and the address's extension for each. */
const accepted = { png: { contentType: 'image/png', ext: 'png' }, jpg: { contentType: 'image/jpeg', ext: 'jpg' }, webp: { contentType: 'image/webp', ext: 'webp' } } as const;

export const maxImageBytes = 5 * 1024 * 1024;
/** A side longer than this is no banner: it would only cost players' phones memory to decode. */
export const maxImageSide = 8000;

export type ImageFacts = (typeof accepted)[keyof typeof accepted] & { width: number; height: number };

/**
 * The picture these bytes are, judged by their content alone (a name or a declared type says
 * nothing): a PNG, JPEG or WebP whose header gives its size. Otherwise the reason key why not.
 */
export function inspectImage(bytes: Uint8Array): ImageFacts | { refused: 'reason_image_type' | 'reason_image_too_large' | 'reason_image_too_many_pixels' } {
  if (bytes.byteLength > maxImageBytes) return { refused: 'reason_image_too_large' };
  let facts: ReturnType<typeof imageSize>;
  try {
    facts = imageSize(bytes);
  } catch {
    return { refused: 'reason_image_type' };
  }
  const kind = facts.type && Object.hasOwn(accepted, facts.type) ? accepted[facts.type as keyof typeof accepted] : null;
  if (!kind || !facts.width || !facts.height) return { refused: 'reason_image_type' };
  // A JPEG's EXIF orientation turns it on its side in the browser, so its box does too.
  const turned = (facts.orientation ?? 1) >= 5;
  const width = turned ? facts.height : facts.width;
  const height = turned ? facts.width : facts.height;
  if (width > maxImageSide || height > maxImageSide) return { refused: 'reason_image_too_many_pixels' };
  return { ...kind, width, height };
}
