import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFavouritesCart } from '@store/shared';
import { HeartButton } from './HeartButton.tsx';
import { renderPage } from '@store/shared/test';

const product = { productId: 'p1', title: 'Cosmic Cat Mug', category: 'mugs', image: '/x.svg' };
const entry = { id: 7, uid: 'guest_x', category: 'mugs', product_id: 'p1', default_image: '/x.svg', productTitle: 'Cosmic Cat Mug', productPrice: '12.00', type: 'favorite' as const };

function replyWith(message: string, success = true) {
  return vi.fn(async () => new Response(JSON.stringify({ success, message, data: success ? entry : null }), { status: success ? 200 : 500, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => useFavouritesCart.getState().replace([]));
afterEach(() => vi.unstubAllGlobals());

describe('HeartButton (spec §4 toggle)', () => {
  it("'Added successfully' appends the returned entry, turns the heart on and fires the update event", async () => {
    // the reply is held until the button has been seen disabled
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const reply = replyWith('Added successfully');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => (await held, reply()));
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    window.addEventListener('favouritesCartUpdated', onEvent);
    renderPage(<HeartButton product={product} />);
    const button = screen.getByRole('button', { name: 'Add Cosmic Cat Mug to wishlist' });
    fireEvent.click(button);
    // disabled while the call runs (the mutation's pending state reaches React on the next tick)
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cosmic Cat Mug from wishlist' }).getAttribute('aria-pressed')).toBe('true'));
    expect(useFavouritesCart.getState().entries).toEqual([entry]);
    expect(JSON.parse(localStorage.getItem('favouritesCart')!)).toEqual([entry]);
    expect(onEvent).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/favourites-cart/add-remove');
    expect(JSON.parse(init.body as string)).toMatchObject({ type: 'favorite', product_id: 'p1' });
    window.removeEventListener('favouritesCartUpdated', onEvent);
  });

  it("'Removed successfully' removes the entry", async () => {
    useFavouritesCart.getState().replace([entry]);
    vi.stubGlobal('fetch', replyWith('Removed successfully'));
    renderPage(<HeartButton product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cosmic Cat Mug from wishlist' }));
    await waitFor(() => expect(useFavouritesCart.getState().entries).toEqual([]));
    expect(screen.getByRole('button', { name: 'Add Cosmic Cat Mug to wishlist' })).toBeTruthy();
  });

  it('a failed call changes nothing', async () => {
    vi.stubGlobal('fetch', replyWith('boom', false));
    renderPage(<HeartButton product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Cosmic Cat Mug to wishlist' }));
    await waitFor(() => expect((screen.getByRole('button', { name: /wishlist/ }) as HTMLButtonElement).disabled).toBe(false));
    expect(useFavouritesCart.getState().entries).toEqual([]);
  });
});
