import { generateURI } from 'otplib';
import QRCode from 'qrcode';

/**
 * An authenticator key to enrol, as text, as an otpauth URI and as a QR code of it. The code is
 * drawn here, so the secret goes to no QR service and the page needs no drawing library.
 */
export async function enrolmentKey(issuer: string, label: string, secret: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
