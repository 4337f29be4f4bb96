import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { opsCall } from './api';
import { useSessionLostOn } from './ConsoleContext';

export const brandsKey = ['ops', 'brands'] as const;
export const brandViewKey = (brandId: string) => ['ops', 'brand', brandId] as const;

/**
 * The brand the console's pages work on, kept in the address (`?brand=lumen`) so that it survives
 * a reload, moves with the operator from page to page and can be shared as a link.
 */
export function useBrandChoice() {
  const { i18n } = useTranslation();
  const brands = useQuery({ queryKey: brandsKey, queryFn: () => opsCall('ops/brands', {}, i18n.language) });
  useSessionLostOn(brands.error);
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
