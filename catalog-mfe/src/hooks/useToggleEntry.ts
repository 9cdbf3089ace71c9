import { toast, useMutation, queryKeys, useQueryClient, currentUid, useFavouritesCart } from '@store/shared';
import type { FavouritesCartEntry } from '@store/shared';
import { toggleEntry, type ToggleBody } from '../api/catalogApi.ts';
import { markLocalChange } from './useSyncFavourites.ts';

const sameEntry = (a: FavouritesCartEntry, b: FavouritesCartEntry) =>
  a.type === b.type && String(a.product_id) === String(b.product_id) && (a.variant_id ?? null) === (b.variant_id ?? null);

/**
 * The one-call add/remove toggle (spec §4): the reply message decides, the shared store is updated
 * (which saves it and fires favouritesCartUpdated), and the spec §8 toast shows.
 */
export function useToggleEntry() {
  const send = useMutation({ mutationFn: (body: ToggleBody) => toggleEntry(body) });
  const pending = send.isPending;
  const queryClient = useQueryClient();
  const toggle = async (body: ToggleBody): Promise<'added' | 'removed' | null> => {
    if (pending) return null;
    const reply = await send.mutateAsync({ ...body, uid: currentUid() });
    markLocalChange();
    const store = useFavouritesCart.getState();
    const noun = body.type === 'favorite' ? 'wishlist' : 'cart';
    if (reply.success && reply.message === 'Added successfully' && reply.data) {
      store.remove((e) => sameEntry(e, reply.data));
      store.add(reply.data);
      toast.success(`Item added to ${noun}!`);
      void queryClient.invalidateQueries({ queryKey: body.type === 'favorite' ? queryKeys.wishlistAll : queryKeys.cart });
      return 'added';
    }
    if (reply.success && reply.message === 'Removed successfully' && reply.data) {
      store.remove((e) => sameEntry(e, reply.data) || e.id === reply.data.id);
      toast.error(`Item removed from ${noun}!`);
      void queryClient.invalidateQueries({ queryKey: body.type === 'favorite' ? queryKeys.wishlistAll : queryKeys.cart });
      return 'removed';
    }
    toast.error('Something went wrong!');
    return null;
  };
  // what is being sent while it is: a list of variants shows 'Processing...' on that one's row
  return { toggle, pending, sending: pending ? send.variables : undefined };
}
