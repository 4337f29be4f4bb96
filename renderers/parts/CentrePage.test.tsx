// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import bnAgent from '../../locales/bn/agent.json';
import bnMember from '../../locales/bn/member.json';
import enAgent from '../../locales/en/agent.json';
import enMember from '../../locales/en/member.json';
import { centrePage } from './CentrePage';

afterEach(cleanup);

async function i18n(lng: 'bn' | 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { en: { member: enMember, agent: enAgent }, bn: { member: bnMember, agent: bnAgent } },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

describe('centrePage', () => {
  it.each([
    ['en', 'member', 'withdraw', 'Withdraw', 'This page is not available yet.'],
    ['en', 'agent', 'agentTeamOverview', 'Overview', 'This page is not available yet.'],
    ['bn', 'agent', 'agentTeamOverview', 'সংক্ষিপ্ত বিবরণ', 'এই পৃষ্ঠাটি এখনও উপলব্ধ নয়।'],
  ] as const)('%s %s page %s: its title, and that it is not available yet rather than empty', async (lng, slot, pageKey, title, notice) => {
    const Page = centrePage(slot);
    render(
      <I18nextProvider i18n={await i18n(lng)}>
        <Page pageKey={pageKey} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(screen.getByRole('status').textContent).toBe(notice);
  });
});
