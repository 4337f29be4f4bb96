// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './fixHappyDomNodeName';
import { SafeHtml } from './SafeHtml';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('draws nothing until the sanitiser has loaded, then only the sanitised HTML', async () => {
    const { container } = render(<SafeHtml className="body" html={'<p>Hello <b>there</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>'} />);
    const body = container.querySelector('.body')!;
    expect(body.innerHTML).toBe('');
    expect(body.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(container.querySelector('.body b')?.textContent).toBe('there'));
    const done = container.querySelector('.body')!;
    expect(done.hasAttribute('aria-busy')).toBe(false);
    expect(done.querySelector('script')).toBeNull();
    expect(done.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(done.innerHTML).not.toContain('__pwned');
  });
});
