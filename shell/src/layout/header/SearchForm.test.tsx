import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast } from '@store/shared';
import { SearchForm } from './SearchForm.tsx';
import { renderInRouter } from '../testing.tsx';

afterEach(() => vi.restoreAllMocks());

function submit(term: string) {
  const input = screen.getByRole('searchbox', { name: 'Search products' });
  fireEvent.change(input, { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('header search', () => {
  it('has the spec placeholder', () => {
    renderInRouter(<SearchForm />);
    expect(screen.getByPlaceholderText('Search For items...')).toBeTruthy();
  });

  it.each(['', '   '])('refuses a blank term %j with a warning and stays put', (term) => {
    const warning = vi.spyOn(toast, 'warning');
    renderInRouter(<SearchForm />, '/about-us');
    submit(term);
    expect(warning).toHaveBeenCalledWith('Please enter a search term!');
    expect(screen.getByTestId('location').textContent).toBe('/about-us');
  });

  it('navigates to /shop/search with the trimmed term as navigation state and in the address', () => {
    const warning = vi.spyOn(toast, 'warning');
    renderInRouter(<SearchForm />);
    submit('  hoodie ');
    expect(warning).not.toHaveBeenCalled();
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/shop/search');
    expect(location.dataset.search).toBe('?q=hoodie');
    expect(JSON.parse(location.dataset.state!)).toEqual({ searchTerm: 'hoodie' });
  });

  it('is a real GET form to /shop/search with the term named q, for a search sent before the page is live (#23)', () => {
    renderInRouter(<SearchForm />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/shop/search');
    expect((screen.getByRole('searchbox') as HTMLInputElement).name).toBe('q');
  });
});
