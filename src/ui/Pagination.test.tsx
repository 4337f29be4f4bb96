// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './testI18n';
import { Pagination } from './Pagination';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const pageLabels = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.mq-pagination__page')?.textContent ?? (li.classList.contains('mq-pagination__break') ? '…' : null))
    .filter((x) => x !== null);

describe('Pagination', () => {
  it('disables first and previous on page 1', () => {
    render(<Pagination page={1} totalPages={10} onChange={() => {}} />);
    expect(button('First page').disabled).toBe(true);
    expect(button('Previous page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(false);
    expect(button('Last page').disabled).toBe(false);
  });

  it('disables next and last on the last page', () => {
    render(<Pagination page={10} totalPages={10} onChange={() => {}} />);
    expect(button('First page').disabled).toBe(false);
    expect(button('Previous page').disabled).toBe(false);
    expect(button('Next page').disabled).toBe(true);
    expect(button('Last page').disabled).toBe(true);
  });

  it('shows a window of three pages, one page at each end and breaks for the gaps', () => {
    render(<Pagination page={5} totalPages={10} onChange={() => {}} />);
    expect(pageLabels()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(screen.getAllByText('More pages')).toHaveLength(2);
  });

  it('marks the current page', () => {
    render(<Pagination page={5} totalPages={10} onChange={() => {}} />);
    expect(button('Page 5').getAttribute('aria-current')).toBe('page');
    expect(button('Page 4').hasAttribute('aria-current')).toBe(false);
  });

  it('asks for the page that was pressed', () => {
    const onChange = vi.fn<(page: number) => void>();
    render(<Pagination page={5} totalPages={10} onChange={onChange} />);
    fireEvent.click(button('Page 6'));
    fireEvent.click(button('Previous page'));
    fireEvent.click(button('Next page'));
    fireEvent.click(button('First page'));
    fireEvent.click(button('Last page'));
    fireEvent.click(button('Page 5'));
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([6, 4, 6, 1, 10]);
  });

  it('draws nothing for a single page', () => {
    render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
