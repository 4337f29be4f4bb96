// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './fixHappyDomNodeName';
import { testI18n } from './testI18n';
import { Dialog } from './Dialog';
import { loadSanitizer } from './SafeHtml';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const clickCover = () => {
  const cover = document.querySelector<HTMLElement>('.mq-overlay')!;
  fireEvent.mouseDown(cover);
  fireEvent.click(cover);
};

describe('Dialog', () => {
  it('has one CLOSE button by default, 400 wide', () => {
    const onClose = vi.fn();
    render(<Dialog title="Hi" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Hi' });
    expect(dialog.style.width).toBe('400px');
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(onClose).toHaveBeenCalledWith(0);
  });

  it('closes on Escape as a dismissal', () => {
    const onClose = vi.fn();
    render(<Dialog title="Hi" onClose={onClose} buttons={[{ label: 'Yes' }, { label: 'No' }]} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('presses the default button on Enter', () => {
    const onClose = vi.fn();
    const onYes = vi.fn();
    render(
      <Dialog
        title="Hi"
        onClose={onClose}
        buttons={[{ label: 'No' }, { label: 'Yes', isDefault: true, onClick: onYes }]}
      />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(1);
  });

  it('focuses the default button, and Enter on another button is left to that button', () => {
    const onClose = vi.fn();
    render(<Dialog title="Hi" onClose={onClose} buttons={[{ label: 'No' }, { label: 'Yes', isDefault: true }]} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'No' }), { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a cover click', () => {
    const onClose = vi.fn();
    render(<Dialog title="Hi" onClose={onClose} />);
    clickCover();
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('stays open on a cover click when cover is false', () => {
    const onClose = vi.fn();
    render(<Dialog title="Hi" cover={false} onClose={onClose} />);
    clickCover();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not treat a click inside the panel as a cover click', () => {
    const onClose = vi.fn();
    render(<Dialog title="Hi" onClose={onClose} />);
    const title = screen.getByRole('heading', { name: 'Hi' });
    fireEvent.mouseDown(title);
    fireEvent.click(title);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes itself after timeOut', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Dialog title="Hi" timeOut={3000} onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('sanitises html', async () => {
    await loadSanitizer();
    render(
      <Dialog
        title="Hi"
        html={'<p>Safe <b>text</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>'}
        onClose={() => {}}
      />,
    );
    const body = screen.getByRole('dialog').querySelector('.mq-dialog__html')!;
    expect(body.querySelector('b')?.textContent).toBe('text');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(body.innerHTML).not.toContain('__pwned');
  });

  it('is an alertdialog named by its icon and title for warnings and errors', () => {
    render(<Dialog icon="error" title="Failed" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Error Failed' })).toBeTruthy();
  });

  it('is a plain dialog for success and info', () => {
    render(<Dialog icon="success" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Success' })).toBeTruthy();
  });

  it('looks button labels up in the locale', async () => {
    await act(() => testI18n.changeLanguage('bn'));
    try {
      render(<Dialog title="Hi" onClose={() => {}} buttons={[{ labelKey: 'OK' }]} />);
      expect(screen.getByRole('button', { name: 'ঠিক আছে' })).toBeTruthy();
    } finally {
      await act(() => testI18n.changeLanguage('en'));
    }
  });

  it('returns focus to the element focused before it opened', () => {
    const { rerender } = render(<button type="button">trigger</button>);
    const trigger = screen.getByRole('button', { name: 'trigger' });
    trigger.focus();
    rerender(
      <>
        <button type="button">trigger</button>
        <Dialog title="Hi" onClose={() => {}} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'CLOSE' }));
    rerender(<button type="button">trigger</button>);
    expect(document.activeElement).toBe(trigger);
  });
});
