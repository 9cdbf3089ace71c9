import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnChange } from './useScrollToTopOnChange.ts';

describe('useScrollToTopOnChange', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the page where it is on the first render, and scrolls up on each change', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ page }) => useScrollToTopOnChange([page]), { initialProps: { page: 1 } });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ page: 1 });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ page: 2 });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender({ page: 3 });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
