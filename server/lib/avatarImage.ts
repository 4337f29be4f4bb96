import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { avatarLimits } from '../../src/engine/avatarLimits';

/** The address's extension of each type a member's picture may be (avatarLimits.types), as image-size also names them. */
const accepted = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const satisfies Record<(typeof avatarLimits.types)[number], string>;
export type AvatarType = keyof typeof accepted;
export const avatarExtension = (type: AvatarType) => accepted[type];

export interface AvatarFacts {
  contentType: AvatarType;
  width: number;
  height: number;
}

/**
 * What these bytes are, judged by their content alone (the name and the type the browser declared
 * are never sent): a PNG, JPEG or WebP by its signature (file-type), whose own header gives its
 * size (image-size) and agrees on what it is. Otherwise the error code that refuses it.
 */
export async function inspectAvatar(bytes: Uint8Array): Promise<AvatarFacts | { refused: 'AVATAR_TYPE' | 'AVATAR_TOO_LARGE' | 'AVATAR_TOO_MANY_PIXELS' }> {
  if (bytes.byteLength > avatarLimits.maxBytes) return { refused: 'AVATAR_TOO_LARGE' };
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !Object.hasOwn(accepted, found.mime)) return { refused: 'AVATAR_TYPE' };
  const contentType = found.mime as AvatarType;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { refused: 'AVATAR_TYPE' };
  }
  // A signature with a header of another kind behind it is no picture a browser draws as one.
  if (size.type !== accepted[contentType] || !size.width || !size.height) return { refused: 'AVATAR_TYPE' };
  // A JPEG's EXIF orientation turns it on its side in the browser, so its box does too.
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  // A picture drawn at most a few hundred pixels wide needs no more; a larger one only costs phones memory to decode.
  if (width > avatarLimits.maxSide || height > avatarLimits.maxSide) return { refused: 'AVATAR_TOO_MANY_PIXELS' };
  return { contentType, width, height };
}
