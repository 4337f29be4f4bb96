// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './testI18n';
import { DialogProvider } from './DialogProvider';
import type { DialogApi } from './DialogContext';
import { useDialog } from './useDialog';

afterEach(cleanup);

function mount() {
  const ref: { api: DialogApi | null } = { api: null };
  function Grab() {
    ref.api = useDialog();
    return null;
  }
  render(
    <DialogProvider>
      <Grab />
    </DialogProvider>,
  );
  return ref.api!;
}

describe('DialogProvider', () => {
  it('resolves with the index of the pressed button', async () => {
    const dialog = mount();
    let result!: Promise<number | null>;
    act(() => {
      result = dialog.open({ title: 'Pick', buttons: [{ label: 'A' }, { label: 'B' }] });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'B' }));
    await expect(result).resolves.toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves with null when dismissed', async () => {
    const dialog = mount();
    let result!: Promise<number | null>;
    act(() => {
      result = dialog.alert('Saved');
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('Saved');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(result).resolves.toBeNull();
  });

  it('stacks dialogs: the newest answers first and closing it uncovers the older one', async () => {
    const dialog = mount();
    let first!: Promise<number | null>;
    let second!: Promise<number | null>;
    act(() => {
      first = dialog.alert('first', { title: 'First' });
      second = dialog.alert('second', { title: 'Second' });
    });
    expect(await screen.findAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(second).resolves.toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    await expect(first).resolves.toBe(0);
  });

  it('confirm resolves true for OK only', async () => {
    const dialog = mount();
    let yes!: Promise<boolean>;
    act(() => {
      yes = dialog.confirm('Sure?');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(yes).resolves.toBe(true);
    let no!: Promise<boolean>;
    act(() => {
      no = dialog.confirm('Sure?');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'CANCEL' }));
    await expect(no).resolves.toBe(false);
  });

  it('closeAll dismisses every dialog', async () => {
    const dialog = mount();
    let a!: Promise<number | null>;
    let b!: Promise<number | null>;
    act(() => {
      a = dialog.alert('a');
      b = dialog.alert('b');
    });
    act(() => dialog.closeAll());
    await expect(Promise.all([a, b])).resolves.toEqual([null, null]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('useDialog outside the provider says what is missing', () => {
    function Lost() {
      useDialog();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Lost />)).toThrow(/DialogProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
