import type { BannerSlot } from '../generated/types';

export type { BannerSlot };

/** A picture's size, or a rectangle in pixels. */
export interface Size {
  width: number;
  height: number;
}
export interface Box extends Size {
  x: number;
  y: number;
}

/** How a picture of other proportions goes into its slot: cut to them, shown whole on a background, or left as it is. */
export type SlotChoice = 'crop' | 'fit' | 'keep';

/**
 * Whether a picture's proportions stray from its slot's by more than the tolerance (a share of the
 * slot's ratio, config/bannerSlots.json): such a picture is cut or shown with bars on the site.
 */
export function strays(picture: Size, slot: Size, tolerance: number): boolean {
  return Math.abs(picture.width / picture.height / (slot.width / slot.height) - 1) > tolerance;
}

/** The part of the picture a crop keeps: the largest box of the slot's proportions, centred. */
export function cropSource(picture: Size, slot: Size): Box {
  const ratio = slot.width / slot.height;
  const width = Math.min(picture.width, Math.round(picture.height * ratio));
  const height = Math.min(picture.height, Math.round(width / ratio));
  return { x: Math.floor((picture.width - width) / 2), y: Math.floor((picture.height - height) / 2), width, height };
}

/** Where the whole picture sits in a slot-sized canvas when fitted: as large as it goes, centred, the rest background. */
export function fitTarget(picture: Size, slot: Size): Box {
  const scale = Math.min(slot.width / picture.width, slot.height / picture.height);
  const width = Math.round(picture.width * scale);
  const height = Math.round(picture.height * scale);
  return { x: Math.floor((slot.width - width) / 2), y: Math.floor((slot.height - height) / 2), width, height };
}
