// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission, Winner } from '../../../src/generated/types';
import { PermissionContext } from '../../../src/contract/contexts';
import enBoards from '../../../locales/en/boards.json';
import { WinnersTicker } from './WinnersTicker';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: false, resources: { en: { boards: enBoards } }, initAsync: false, interpolation: { escapeValue: false }, react: { useSuspense: false } });

const permission = { whitelabel: { currency: { code: 'BDT', symbol: '৳' } } } as unknown as Permission;
const winners: Winner[] = Array.from({ length: 8 }, (_, i) => ({ account: `pl****${i}`, gameName: `Game ${i}`, vassalage: 'JILI', gameType: 'RNG', nodeId: i, payout: `${1000 - i}.00`, at: '2026-01-01T00:00:00Z' }));

// happy-dom lays nothing out: the list is 8 rows of 56 px in a window of 250 px.
let reduced = false;
beforeEach(() => {
  reduced = false;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'OL' ? this.children.length * 56 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(250);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const draw = (list = winners) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PermissionContext.Provider value={permission}>
        <WinnersTicker winners={list} />
      </PermissionContext.Provider>
    </I18nextProvider>,
  );

describe('WinnersTicker', () => {
  it('moves a list longer than its window at the spec step, a hidden copy following it, until paused', () => {
    const { container } = draw();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('pl****0 won ৳ 1,000.00 on Game 0');
    expect(container.querySelectorAll('ol[aria-hidden="true"] li')).toHaveLength(8);
    // 8 × 56 px at 30 px a second.
    expect((container.querySelector('.winners__track') as HTMLElement).style.getPropertyValue('--ticker-seconds')).toBe('14.93s');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    });
    expect(container.querySelector('ol[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'List of winners' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('keeps still, with no pause button, for a player who asked for less motion', () => {
    reduced = true;
    const { container } = draw();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('ol[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'List of winners' })).toBeTruthy();
  });

  it('keeps a list that fits its window still, and out of the tab order', () => {
    const { container } = draw(winners.slice(0, 3));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('ol[aria-hidden="true"]')).toBeNull();
  });
});
