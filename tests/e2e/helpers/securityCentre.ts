import type { Locator, Page } from 'playwright-core';
import bnForms from '../../../locales/bn/forms.json';
import bnCommon from '../../../locales/bn/common.json';
import bnMember from '../../../locales/bn/member.json';

/** A field's label as the form draws it: its text, and a star when the field is required. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Signs in on the Bengali sign-in form by account name and password, and waits for the signed-in bar. */
export async function signInByPassword(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel(label(bnForms.label_username)).fill(account);
  await page.getByLabel(label(bnForms.label_password)).fill(password);
  await page.getByRole('button', { name: bnForms.login, exact: true }).click();
  await page.getByTestId('signed-in-bar').waitFor();
}

/** Opens the member centre from the account menu and goes to its security centre, as a signed-in player does, in Bengali; answers the centre's dialog. */
export async function openSecurityCentre(page: Page, account: string): Promise<Locator> {
  await page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', account) }).click();
  await page.getByRole('button', { name: bnCommon.memberCentre }).click();
  const centre = page.getByRole('dialog', { name: bnCommon.memberCentre });
  await centre.waitFor();
  await page.getByRole('navigation', { name: bnMember.menu }).getByRole('button', { name: bnMember.securityCenter }).click();
  return centre;
}
