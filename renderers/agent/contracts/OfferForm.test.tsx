// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enAgent from '../../../locales/en/agent.json';
import enCommon from '../../../locales/en/common.json';
import type { DividendTerms } from '../../../src/generated/types';

// The page's surroundings: a signed-in agent of a brand in taka, and the offer call.
vi.mock('../../../src/contract/contexts', () => ({ usePermission: () => ({ whitelabel: { currency: { symbol: '৳' }, timeZone: 'Asia/Dhaka' } }) }));
vi.mock('../../../src/api/sessionStore', async (original) => ({ ...(await original<object>()), useSession: () => ({ token: 't' }) }));
const sent = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../../../src/api/agent/contracts', () => ({ sendContract: (...args: unknown[]) => sent(...args), contractsChanged: () => Promise.resolve() }));

const row = (id: string, account: string, accountType: number) => ({ id, account, nickname: null, accountType, agent: accountType !== 0, level: 1 });
vi.mock('../../../src/api/agent/team', () => ({
  downlinesQuery: () => ({ queryKey: ['team'], queryFn: () => Promise.resolve({ list: [row('2', 'agent02', 1), row('3', 'player01', 0)] }) }),
}));

const { OfferForm } = await import('./OfferForm');

afterEach(cleanup);

const ceiling: DividendTerms = {
  period: 'weekly',
  tiers: [
    { validBet: '100000.00', teamLoss: '10000.00', activeMembers: 5, rate: '20' },
    { validBet: '500000.00', teamLoss: '50000.00', activeMembers: 20, rate: '30' },
  ],
};

async function draw() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: false, resources: { en: { agent: enAgent, common: enCommon } }, initAsync: false, react: { useSuspense: false } });
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <OfferForm kind="dividend" ceiling={ceiling} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form', { name: enAgent.contractOfferTitle });
  await within(form).findByRole('option', { name: 'agent02' });
  return form;
}

describe("a dividend offer's form", () => {
  it("starts from the agent's own tiers and period, and lists only the agents below", async () => {
    const form = await draw();
    const tiers = within(form).getAllByRole('group', { name: /^Tier \d$/ });
    expect(tiers).toHaveLength(2);
    expect(within(tiers[1]!).getByLabelText<HTMLInputElement>(enAgent.contractField_rate).value).toBe('30');
    expect(within(form).getByLabelText<HTMLSelectElement>(enAgent.contractPeriodLabel).value).toBe('weekly');
    const options = within(within(form).getByLabelText(enAgent.contractDownline)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([enAgent.contractChooseDownline, 'agent02']);
  });

  it('adds tiers up to ten and removes them', async () => {
    const form = await draw();
    const add = within(form).getByRole('button', { name: enAgent.contractAddTier });
    for (let i = 0; i < 12; i++) fireEvent.click(add);
    expect(within(form).getAllByRole('group', { name: /^Tier \d+$/ })).toHaveLength(10);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: enAgent.contractRemoveTierN.replace('{{n}}', '10') }));
    expect(within(form).getAllByRole('group', { name: /^Tier \d+$/ })).toHaveLength(9);
  });

  it('says what is wrong with a box and sends nothing, then sends the terms in their shape', async () => {
    const form = await draw();
    const rate = within(within(form).getByRole('group', { name: 'Tier 1' })).getByLabelText(enAgent.contractField_rate);
    fireEvent.change(rate, { target: { value: '20.555' } });
    fireEvent.change(within(form).getByLabelText(enAgent.contractDownline), { target: { value: '2' } });
    fireEvent.submit(form);
    expect(within(form).getByText(enAgent.contractRateFormat)).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(rate, { target: { value: '15' } });
    expect(within(form).queryByText(enAgent.contractRateFormat)).toBeNull();
    sent.mockResolvedValueOnce({});
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(enAgent.contractOfferSent.replace('{{account}}', 'agent02')));
    expect(sent).toHaveBeenCalledWith('dividend', {
      action: 'offer',
      downlineId: '2',
      terms: { period: 'weekly', tiers: [{ ...ceiling.tiers[0], rate: '15' }, ceiling.tiers[1]] },
    });
  });
});
