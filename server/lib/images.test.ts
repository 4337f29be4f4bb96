import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../config';
import { inspectImage, maxImageBytes } from './images';

const publicFile = (path: string) => readFileSync(join(projectRoot, 'public', path));
// The smallest JPEG: one grey pixel.
const jpeg = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64');

describe('inspectImage', () => {
  it('knows a PNG, a JPEG and a WebP by their bytes, with their size', () => {
    expect(inspectImage(publicFile('brand/bd/icon-192.png'))).toEqual({ contentType: 'image/png', ext: 'png', width: 192, height: 192 });
    expect(inspectImage(jpeg)).toEqual({ contentType: 'image/jpeg', ext: 'jpg', width: 1, height: 1 });
    expect(inspectImage(publicFile('seed/banners/bd-w_down-1.bn.webp'))).toEqual({ contentType: 'image/webp', ext: 'webp', width: 1200, height: 320 });
  });

  it('refuses what is not one of them, whatever it would be called', () => {
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'))).toEqual({ refused: 'reason_image_type' });
    expect(inspectImage(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toEqual({ refused: 'reason_image_type' });
    expect(inspectImage(Buffer.from('%PDF-1.7 not a picture'))).toEqual({ refused: 'reason_image_type' });
    // A PNG's signature with nothing after it is no picture either.
    expect(inspectImage(publicFile('brand/bd/icon-192.png').subarray(0, 12))).toEqual({ refused: 'reason_image_type' });
  });

  it('refuses a file over 5 MB before reading it', () => {
    const big = Buffer.alloc(maxImageBytes + 1);
    publicFile('brand/bd/icon-192.png').copy(big);
    expect(inspectImage(big)).toEqual({ refused: 'reason_image_too_large' });
  });

  it('refuses a picture wider than 8000 pixels', () => {
    const png = Buffer.from(publicFile('brand/bd/icon-192.png'));
    png.writeUInt32BE(9000, 16); // IHDR width
    expect(inspectImage(png)).toEqual({ refused: 'reason_image_too_many_pixels' });
  });
});
