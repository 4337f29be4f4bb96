import { describe, expect, it } from 'vitest';
import { ServiceProbe } from './serviceProbe';
import type { Brand } from '../../brands/store';

const brand = (url?: string) => ({ config: { customerService: url === undefined ? {} : { url } } }) as unknown as Brand;

describe('the customer-service window’s probe', () => {
  it('counts any answer as reachable and a failure or time-out as not', async () => {
    expect(await new ServiceProbe(() => Promise.resolve({ status: 404 })).reachable(brand('https://help.example.com/chat'))).toBe(true);
    expect(await new ServiceProbe(() => Promise.reject(new Error('ECONNREFUSED'))).reachable(brand('https://help.example.com/chat'))).toBe(false);
  });

  it('says no without an address a browser opens, and asks nothing', async () => {
    const asked: string[] = [];
    const probe = new ServiceProbe((url) => Promise.resolve(asked.push(url)));
    expect(await probe.reachable(brand())).toBe(false);
    expect(await probe.reachable(brand('javascript:alert(1)'))).toBe(false);
    expect(asked).toEqual([]);
  });

  it('asks an address once a minute, however many players tap at once', async () => {
    const asked: string[] = [];
    const probe = new ServiceProbe((url) => Promise.resolve(asked.push(url)));
    const b = brand('https://help.example.com/chat');
    await Promise.all([probe.reachable(b, 0), probe.reachable(b, 10), probe.reachable(b, 59_999)]);
    expect(asked).toHaveLength(1);
    await probe.reachable(b, 60_000);
    expect(asked).toHaveLength(2);
  });
});
