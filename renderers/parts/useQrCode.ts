import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A link as a QR code a phone's camera reads: drawn in the browser, nothing is sent anywhere. */
export function useQrCode(text: string | null, width = 192): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    // Error correction M and a quiet zone of 2: read from a screen at arm's length.
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width }).then((made) => live && setUrl(made));
    return () => {
      live = false;
    };
  }, [text, width]);
  return url;
}
