import { useCallback, useState } from 'react';
import { useNavigate } from '@store/shared';
import { toast } from '@store/shared';
import { apiPost, useSession } from '@store/shared';

/**
 * Logout (spec §4, §8): without a stored refresh token nothing is sent; on success every stored
 * item goes (signOut also empties the favourites/cart cache, so the badges drop to 0) and the
 * user lands on /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    const { refreshToken } = useSession.getState();
    if (!refreshToken) {
      toast.error('Refresh token not found!');
      return;
    }
    setPending(true);
    try {
      const reply = await apiPost<null>('/api/auth/logout', { refreshToken });
      if (reply.success) {
        useSession.getState().signOut();
        toast.success(reply.message || 'Logged out successfully.');
        navigate('/login');
      } else {
        toast.error(reply.message || 'Logout failed.');
        // The client signs out by itself when the server rejects the refresh token: follow it to /login.
        if (!useSession.getState().user) navigate('/login');
      }
    } catch (err) {
      toast.error(`Logout failed. Error: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setPending(false);
    }
  }, [navigate]);

  return { logout, pending };
}
