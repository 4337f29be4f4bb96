import { generateURI } from 'otplib';
import QRCode from 'qrcode';

/**
 * How far a code may be from the server's clock, in seconds: none, so a code is good only in its own
 * 30-second step (ASVS 6.5.5: a TOTP lives 30 seconds at most). A phone keeps the network's time,
 * and a code that turned over while it was typed is answered "enter the code your app shows now".
 */
export const TOTP_TOLERANCE_S = 0;

/**
 * An authenticator key to enrol, as text, as an otpauth URI and as a QR code of it. The code is
 * drawn here, so the secret goes to no QR service and the page needs no drawing library.
 */
export async function enrolmentKey(issuer: string, label: string, secret: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
