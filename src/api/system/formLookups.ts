import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// What a form's fields look up: the countries beside a mobile number, a captcha picture. Apart from
// ./system, so they load with the first form rather than in every page's first script.

export const countriesQuery = () =>
  queryOptions({ queryKey: ['system', 'country'], queryFn: ({ signal }) => apiGet('system/country', {}, signal), staleTime: Infinity });

export const captchaQuery = (uuid: string) =>
  queryOptions({ queryKey: ['captcha', uuid], queryFn: ({ signal }) => apiGet('system/captcha', { uuid }, signal), staleTime: Infinity, gcTime: 0 });
