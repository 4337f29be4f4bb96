// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './testI18n';
import { Spinner } from './Loader';
import type { LoaderApi } from './LoaderContext';
import { LoaderProvider } from './LoaderProvider';
import { useLoader } from './useLoader';

afterEach(cleanup);

function mount() {
  const ref: { api: LoaderApi | null } = { api: null };
  function Grab() {
    ref.api = useLoader();
    return null;
  }
  render(
    <LoaderProvider>
      <Grab />
    </LoaderProvider>,
  );
  return ref.api!;
}

const region = () => screen.getByRole('status');
const shown = () => document.querySelector('.mq-loader') !== null;

describe('LoaderProvider', () => {
  it('keeps a polite status region in the page, announcing only while shown', () => {
    const loader = mount();
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    act(() => loader.show());
    expect(shown()).toBe(true);
    expect(region().textContent).toBe('Loading…');
    act(() => loader.hide());
    expect(shown()).toBe(false);
  });

  it('stays up until every show has its hide', () => {
    const loader = mount();
    act(() => {
      loader.show();
      loader.show();
    });
    act(() => loader.hide());
    expect(shown()).toBe(true);
    act(() => loader.hide());
    expect(shown()).toBe(false);
    // A stray hide must not swallow the next show.
    act(() => loader.hide());
    act(() => loader.show());
    expect(shown()).toBe(true);
  });

  it('track shows the loader until the work settles and passes its result on', async () => {
    const loader = mount();
    let finish!: (value: string) => void;
    let result!: Promise<string>;
    act(() => {
      result = loader.track(new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(shown()).toBe(true);
    await act(async () => {
      finish('done');
      await expect(result).resolves.toBe('done');
    });
    expect(shown()).toBe(false);
  });
});

describe('Spinner', () => {
  it('announces loading unless decorative', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
