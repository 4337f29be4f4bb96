import { describe, expect, it } from 'vitest';
import { vipServiceUrl } from './vipService';

describe('the VIP customer-service queue', () => {
  it('is opened for a rank above 4 only, keeping the address’s own query', () => {
    expect(vipServiceUrl('https://bd.marquee.test/support', { rankLevel: 5 })).toBe('https://bd.marquee.test/support?queue=vip');
    expect(vipServiceUrl('https://s.example/chat?brand=bd', { rankLevel: 6 })).toBe('https://s.example/chat?brand=bd&queue=vip');
    expect(vipServiceUrl('https://bd.marquee.test/support', { rankLevel: 4 })).toBe('https://bd.marquee.test/support');
    expect(vipServiceUrl('https://bd.marquee.test/support', { rankLevel: null })).toBe('https://bd.marquee.test/support');
    expect(vipServiceUrl('https://bd.marquee.test/support', null)).toBe('https://bd.marquee.test/support');
  });
});
