import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { opsCall } from '../api';
import { failureMessage } from '../../api/callClient';
import { fileAsBase64 } from '../../api/fileAsBase64';
import { strays, type BannerSlot } from '../../engine/slotFit';
import { SlotShape, type Picked } from './SlotShape';

/**
 * What the form tells its image inputs: the brand an upload belongs to and, for a banner, the box
 * its slot draws pictures in and how far a picture may stray from it (config/bannerSlots.json).
 */
export interface ImageFormContext {
  brandId: string;
  slot?: BannerSlot;
  tolerance?: number;
}

/** The picture's size as the browser draws it (EXIF turned), or null when the browser cannot read it: the server then judges it. */
async function pictureOf(file: File): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

/**
 * A picture's address, set by uploading a file: the server judges the file by its bytes and
 * answers its address, shown here as a thumbnail with its size. Refusals are the server's words.
 * A picture whose proportions stray from its slot's is not uploaded until the operator chooses how
 * it goes in: cropped, fitted on a background, or kept (decision 0306).
 */
export function ImageWidget({ id, value, onChange, disabled, readonly, label, registry, rawErrors, required }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const hint = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null; size: string | null }>({ busy: false, error: null, size: null });
  const [picked, setPicked] = useState<Picked | null>(null);
  const { brandId, slot, tolerance = 0 } = registry.formContext as ImageFormContext;
  const url = typeof value === 'string' ? value : '';
  const upload = async (file: Blob) => {
    setState({ busy: true, error: null, size: null });
    try {
      const answer = await opsCall('ops/uploadImage', { brandId, data: await fileAsBase64(file) }, i18n.language);
      onChange(answer.url);
      setState({ busy: false, error: null, size: t('consoleForms:imageSize', { width: answer.width, height: answer.height }) });
    } catch (err) {
      setState({ busy: false, error: failureMessage(err, t('networkError')), size: null });
    }
  };
  const choose = async (file: File) => {
    const bitmap = slot ? await pictureOf(file) : null;
    if (slot && bitmap && strays(bitmap, slot, tolerance)) {
      setPicked({ file, bitmap });
      return;
    }
    bitmap?.close();
    await upload(file);
  };
  const settle = (file: Blob | null) => {
    picked?.bitmap.close();
    setPicked(null);
    if (file) void upload(file);
  };
  return (
    <div className="sf-image">
      {url ? <img className="sf-image__thumb" src={url} alt={t('consoleForms:imageCurrent', { name: label })} /> : <p className="sf-image__none">{t('consoleForms:imageNone')}</p>}
      <div className="sf-image__pick">
        {/* The browser's own file button speaks the browser's language; this one speaks the console's. */}
        <label className={`mq-button mq-button--secondary mq-button--small sf-image__choose${disabled || readonly || state.busy || picked ? ' is-disabled' : ''}`}>
          {t(url ? 'consoleForms:imageReplace' : 'consoleForms:imageChoose')}
          <input
            id={id}
            className="mq-visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={disabled || readonly || state.busy || Boolean(picked)}
            required={required && !url}
            aria-describedby={`${hint} ${id}__error`}
            aria-invalid={(rawErrors?.length ?? 0) > 0 || Boolean(state.error) || undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void choose(file);
            }}
          />
        </label>
        <p id={hint} className="sf-image__hint" role="status" aria-live="polite">
          {state.busy ? t('consoleForms:imageUploading') : state.error ? <span className="console-error">{state.error}</span> : (state.size ?? t('consoleForms:imageHint'))}
        </p>
        {url && (
          <code className="sf-image__url" title={url}>
            {url}
          </code>
        )}
      </div>
      {picked && slot && <SlotShape idPrefix={id} picked={picked} slot={slot} onDone={settle} />}
    </div>
  );
}
