import { createElement, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../api/callClient';
import { brandQueries } from './queries/brands';

/**
 * The brand the console's pages work on, kept in the address (`?brand=lumen`) so that it survives
 * a reload, moves with the operator from page to page and can be shared as a link.
 */
export function useBrandChoice() {
  const { i18n } = useTranslation();
  const brands = useQuery(brandQueries.list(i18n.language));
  const [params, setParams] = useSearchParams();
  const brand = brands.data?.find((b) => b.id === params.get('brand')) ?? brands.data?.[0];
  const choose = (id: string) =>
    setParams(
      (p) => {
        p.set('brand', id);
        return p;
      },
      { replace: true },
    );
  return { brands, brand, choose };
}

/**
 * The chosen brand with its published parts, version and draft (ops/brand), for the pages that
 * edit it. `wait` is what to show instead of the page while either is loading or has failed.
 */
export function useBrandView() {
  const { t, i18n } = useTranslation();
  const choice = useBrandChoice();
  const { brands, brand } = choice;
  const view = useQuery(brandQueries.view(brand?.id, i18n.language));
  let wait: ReactNode = null;
  if (brands.isPending || (brand && view.isPending)) wait = createElement('p', { 'aria-busy': true }, t('loading'));
  else if (!brand || !view.data) {
    const error = brands.error ?? view.error;
    wait = createElement('p', { role: 'alert' }, failureMessage(error, t('networkError')));
  }
  return { ...choice, view: view.data, wait };
}
