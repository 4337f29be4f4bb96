/**
 * A member's picture (PROFPIC3): PNG, JPEG or WebP, at most 5 MB and 4096 pixels a side. The
 * server judges the bytes; the site uses the same numbers to say so before a long upload.
 */
export const avatarLimits = { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024, maxSide: 4096 } as const;
