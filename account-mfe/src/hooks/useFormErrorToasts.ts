import { useCallback, useRef } from 'react';
import { toast, type ToastId as Id } from '@store/shared';

/**
 * Error toasts raised by one form, remembered so a later success can dismiss them: a red
 * "Registration failed" from an earlier attempt must not stay over a successful sign-up (#11).
 */
export function useFormErrorToasts() {
  const ids = useRef<Id[]>([]);
  const error = useCallback((message: string) => {
    ids.current.push(toast.error(message));
  }, []);
  const clear = useCallback(() => {
    for (const id of ids.current) toast.dismiss(id);
    ids.current = [];
  }, []);
  return { error, clear };
}
