import { useCallback } from 'react';
import { apiPost, toast, useMutation, useNavigate, useSession } from '@store/shared';

/**
 * Logout (spec §4, §8): without a stored refresh token nothing is sent; on success every stored
 * item goes (signOut also empties the favourites/cart cache, so the badges drop to 0) and the
 * user lands on /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { mutateAsync: send, isPending: pending } = useMutation({ mutationFn: (refreshToken: string) => apiPost<null>('/api/auth/logout', { refreshToken }) });

  const logout = useCallback(async () => {
    const { refreshToken } = useSession.getState();
    if (!refreshToken) {
      toast.error('Refresh token not found!');
      return;
    }
    try {
      const reply = await send(refreshToken);
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
    }
  }, [navigate, send]);

  return { logout, pending };
}
