// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionQuery, statusQuery } from '../api/system/site';
import { seedBootData } from './bootData';

const boot = { permission: { whitelabel: { id: 'bd', name: 'Marquee </script> BD' } }, status: { status: 0, location: { ip: '127.0.0.1', countryCode: null } } };

function pageWith(text: string | null) {
  document.body.innerHTML = '';
  if (text === null) return;
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'marquee-boot';
  el.textContent = text;
  document.body.append(el);
}

describe('seedBootData', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the answers the page carries into the cache under the calls’ keys', () => {
    // As the server escapes it: no raw < in the element.
    pageWith(JSON.stringify(boot).replace(/</g, '\\u003c'));
    const client = new QueryClient();
    expect(seedBootData(client)).toBe(true);
    expect(client.getQueryData(permissionQuery().queryKey)).toEqual(boot.permission);
    expect(client.getQueryData(statusQuery().queryKey)).toEqual(boot.status);
  });

  it('leaves the cache empty, so the calls are made, without the element or with unreadable data', () => {
    for (const text of [null, '', '{not json', '{"permission":{}}', JSON.stringify({ permission: boot.permission, status: {} })]) {
      pageWith(text);
      const client = new QueryClient();
      expect(seedBootData(client)).toBe(false);
      expect(client.getQueryData(permissionQuery().queryKey)).toBeUndefined();
    }
  });
});
