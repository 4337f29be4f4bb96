import type { Page } from 'playwright-core';
import { expect } from './fixtures';
import type { SiteServer } from './siteServer';
import bnForms from '../../../locales/bn/forms.json';

/** What a person fills in the registration dialog: its fields by label, the phone's code from the dev outbox, the captcha's answer from the test profile's challenge page. */
export const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

export async function codeSentTo(site: SiteServer, e164: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = (await site.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox')).body.value.find((m) => m.to === e164)?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Asks for a new captcha picture, as a person who cannot read one does, and reads its answer. */
export async function captchaAnswer(site: SiteServer, page: Page, ids: string[]): Promise<string> {
  const before = ids.length;
  await page.getByRole('button', { name: bnForms.newCaptcha }).click();
  await expect.poll(() => ids.length).toBeGreaterThan(before);
  let answer = '';
  await expect
    .poll(async () => {
      answer = (await site.call<{ value?: { answer: string } }>(`/dev/challenges/${ids.at(-1)}`)).body.value?.answer ?? '';
      return answer;
    })
    .not.toBe('');
  return answer;
}

export function watchCaptchas(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/wps/captcha') ids.push(url.searchParams.get('uuid')!);
  });
  return ids;
}

