import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { cropSource, fitTarget, type BannerSlot, type SlotChoice } from '../../engine/slotFit';

/** A chosen file and the picture the browser read from it. */
export interface Picked {
  file: File;
  bitmap: ImageBitmap;
}

const choices: readonly SlotChoice[] = ['crop', 'fit', 'keep'];

/** Draws the picture as it would go in: cut or fitted into a slot-sized canvas, or kept at its own size. */
function draw(canvas: HTMLCanvasElement, bitmap: ImageBitmap, slot: BannerSlot, choice: SlotChoice, background: string) {
  const own = choice === 'keep';
  canvas.width = own ? bitmap.width : slot.width;
  canvas.height = own ? bitmap.height : slot.height;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.imageSmoothingQuality = 'high';
  if (own) {
    g.drawImage(bitmap, 0, 0);
  } else if (choice === 'crop') {
    const s = cropSource(bitmap, slot);
    g.drawImage(bitmap, s.x, s.y, s.width, s.height, 0, 0, slot.width, slot.height);
  } else {
    const d = fitTarget(bitmap, slot);
    g.fillStyle = background;
    g.fillRect(0, 0, slot.width, slot.height);
    g.drawImage(bitmap, d.x, d.y, d.width, d.height);
  }
}

/**
 * The warning a picture of other proportions than its slot's gets, and the operator's choice of
 * how it goes in, shown as it will look. Cropping and fitting happen here, on a canvas, so the
 * server stores only the picture chosen and needs no image library (decision 0306).
 */
export function SlotShape({ idPrefix, picked, slot, onDone }: { idPrefix: string; picked: Picked; slot: BannerSlot; onDone: (file: Blob | null) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<SlotChoice>('crop');
  const [background, setBackground] = useState('#000000');
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = `${idPrefix}__shape`;
  useEffect(() => {
    if (canvas.current) draw(canvas.current, picked.bitmap, slot, choice, background);
  }, [picked, slot, choice, background]);
  const use = () => {
    if (choice === 'keep' || !canvas.current) return onDone(picked.file);
    // WebP keeps a PNG's transparency and is what the site's own banners are; the server takes it.
    canvas.current.toBlob((blob) => onDone(blob), 'image/webp', 0.9);
  };
  return (
    <div className="sf-shape" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="sf-shape__title" role="alert">
        {t('consoleForms:imageShapeTitle', { width: picked.bitmap.width, height: picked.bitmap.height, slotWidth: slot.width, slotHeight: slot.height })}
      </p>
      <p className="sf-shape__lead">{t('consoleForms:imageShapeLead')}</p>
      <fieldset className="sf-shape__choices">
        <legend>{t('consoleForms:imageShapeChoice')}</legend>
        {choices.map((c) => (
          <label key={c} className="sf-shape__choice">
            <input type="radio" name={`${idPrefix}__shape-choice`} value={c} checked={choice === c} onChange={() => setChoice(c)} />
            {t(`consoleForms:imageShape_${c}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'fit' && (
        <label className="sf-shape__background">
          {t('consoleForms:imageShapeBackground')}
          <input type="color" value={background} onChange={(e) => setBackground(e.target.value)} />
        </label>
      )}
      <figure className="sf-shape__preview">
        <figcaption id={`${idPrefix}__shape-preview`}>{t('consoleForms:imageShapePreview')}</figcaption>
        <canvas ref={canvas} role="img" aria-labelledby={`${idPrefix}__shape-preview`} />
      </figure>
      <div className="sf-shape__actions">
        <Button type="button" size="small" onClick={use}>
          {t('consoleForms:imageShapeUse')}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={() => onDone(null)}>
          {t('consoleForms:imageShapeCancel')}
        </Button>
      </div>
    </div>
  );
}
