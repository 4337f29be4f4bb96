// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './testI18n';
import { Modal } from './Modal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

const cover = () => screen.getByRole('dialog').parentElement!;

describe('Modal', () => {
  it('is a labelled modal dialog rendered on document.body', () => {
    const { container } = render(<Modal title="Hello">body</Modal>);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(dialog.style.width).toBe('600px');
    expect(dialog.style.minHeight).toBe('300px');
  });

  it('renders nothing when closed', () => {
    render(<Modal open={false} title="Hello" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks page scrolling while open and restores the previous value on close', () => {
    document.body.style.overflow = 'scroll';
    const { rerender } = render(<Modal title="A" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal open={false} title="A" />);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps the page locked until the last of nested modals closes', () => {
    const view = (outer: boolean, inner: boolean) => (
      <>
        <Modal open={outer} title="Outer" />
        <Modal open={inner} title="Inner" />
      </>
    );
    const { rerender } = render(view(true, true));
    rerender(view(true, false));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(view(false, false));
    expect(document.body.style.overflow).toBe('');
  });

  it('ignores clicks on the background', () => {
    const onClose = vi.fn();
    render(<Modal title="A" onClose={onClose} />);
    fireEvent.mouseDown(cover());
    fireEvent.click(cover());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('fades in 100 ms after opening', () => {
    vi.useFakeTimers();
    render(<Modal title="A" />);
    expect(cover().classList.contains('mq-overlay--visible')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(cover().classList.contains('mq-overlay--visible')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(cover().classList.contains('mq-overlay--visible')).toBe(true);
  });

  it('has a close control labelled from the locale, and Escape closes when it is there', () => {
    const onClose = vi.fn();
    render(<Modal title="A" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close control without onClose, and Escape then does nothing', () => {
    render(<Modal title="A" />);
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('moves focus in on open and back to the trigger on close', () => {
    const { rerender } = render(
      <>
        <button type="button">trigger</button>
        <Modal open={false} title="A" />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'trigger' });
    trigger.focus();
    rerender(
      <>
        <button type="button">trigger</button>
        <Modal open title="A">
          <input aria-label="name" data-autofocus />
        </Modal>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' }));
    rerender(
      <>
        <button type="button">trigger</button>
        <Modal open={false} title="A" />
      </>,
    );
    expect(document.activeElement).toBe(trigger);
  });

  it('traps Tab inside', () => {
    render(
      <Modal title="A" onClose={() => {}}>
        <input aria-label="name" />
        <button type="button">go</button>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const go = screen.getByRole('button', { name: 'go' });
    go.focus();
    fireEvent.keyDown(go, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(go);
  });

  it('Escape closes only the topmost of nested modals', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal title="Outer" onClose={outer} />
        <Modal title="Inner" onClose={inner} />
      </>,
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('takes a background colour and image', () => {
    render(<Modal title="A" background="rgb(1, 2, 3)" backgroundImage="/a.png" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.backgroundColor).toBe('rgb(1, 2, 3)');
    expect(dialog.style.backgroundImage).toContain('/a.png');
  });
});
