import { useId, useState, type FormEvent } from 'react';
import { useNavigate, toast } from '@store/shared';
import { Icon } from '../../icons/Icon.tsx';

/**
 * The header search (spec §5): a blank term is refused with a warning; otherwise /shop/search opens
 * with the term as navigation state and in the address (`?q=`). It is a real GET form to that
 * address, so a search sent before the page is live (or without JavaScript) gets the server-rendered
 * results instead of the home page (#23).
 */
export function SearchForm() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const searchTerm = term.trim();
    if (!searchTerm) {
      toast.warning('Please enter a search term!');
      return;
    }
    navigate(`/shop/search?${new URLSearchParams({ q: searchTerm })}`, { state: { searchTerm } });
  };

  return (
    <form className="search-form" role="search" method="get" action="/shop/search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        placeholder="Search For items..."
        autoComplete="off"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <button type="submit" className="search-form__submit" aria-label="Search">
        <Icon name="search" />
      </button>
    </form>
  );
}
