// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

afterEach(cleanup);

const tabs: TabItem[] = [
  { id: 'a', label: 'Alpha', panel: 'alpha panel' },
  { id: 'b', label: 'Beta', panel: 'beta panel', disabled: true },
  { id: 'c', label: 'Gamma', panel: 'gamma panel' },
];
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('selects the first enabled tab and labels its panel', () => {
    render(<Tabs tabs={tabs} label="Kinds" />);
    expect(screen.getByRole('tablist', { name: 'Kinds' })).toBeTruthy();
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('alpha panel');
    expect(tab('Alpha').tabIndex).toBe(0);
    expect(tab('Gamma').tabIndex).toBe(-1);
  });

  it('moves with the arrows, skipping disabled tabs and wrapping round', () => {
    const onSelect = vi.fn<(id: string) => void>();
    render(<Tabs tabs={tabs} onSelect={onSelect} />);
    tab('Alpha').focus();
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Gamma'));
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['c', 'a', 'c', 'a', 'c']);
  });

  it('in manual mode moves focus without selecting until pressed', () => {
    render(<Tabs tabs={tabs} activation="manual" />);
    tab('Alpha').focus();
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Gamma'));
    expect(screen.getByRole('tabpanel').textContent).toBe('gamma panel');
  });

  it('follows selectedId when controlled', () => {
    const { rerender } = render(<Tabs tabs={tabs} selectedId="c" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('gamma panel');
    rerender(<Tabs tabs={tabs} selectedId="a" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('alpha panel');
  });
});
