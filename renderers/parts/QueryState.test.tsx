// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enUi from '../../locales/en/ui.json';
import { QueryState } from './QueryState';
import { VendorGridSkeleton } from './VendorGridSkeleton';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: { en: { common: enCommon, ui: enUi } },
  initAsync: false,
  react: { useSuspense: false },
});

const pending = { isPending: true, isError: false } as UseQueryResult<string[]>;

function renderPending(loading?: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryState query={pending} isEmpty={(d) => d.length === 0} emptyTitle="Nothing" loading={loading}>
        {(d) => d.join()}
      </QueryState>
    </I18nextProvider>,
  );
}

describe('QueryState while its query is pending', () => {
  it('draws the skeleton it is given, and says "loading" once for all of it', () => {
    const { container } = renderPending(<VendorGridSkeleton count={3} />);
    expect(screen.getByRole('status').textContent).toBe(enUi.loading);
    expect(container.querySelectorAll('.mq-skeleton').length).toBe(6);
    for (const block of container.querySelectorAll('.mq-skeleton')) expect(block.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a spinner when it has no skeleton', () => {
    const { container } = renderPending();
    expect(screen.getByRole('status').textContent).toBe(enUi.loading);
    expect(container.querySelector('.mq-spinner')).not.toBeNull();
    expect(container.querySelector('.mq-skeleton')).toBeNull();
  });
});
