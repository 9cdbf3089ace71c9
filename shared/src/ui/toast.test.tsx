import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from './toast.ts';
import { Toaster } from './Toaster.tsx';

afterEach(cleanup);

describe('toast (react-toastify on first use)', () => {
  it('renders nothing until wanted, then shows toasts raised before the library arrived, in order', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    let id = '';
    act(() => {
      toast.success('First, raised before the library');
      id = String(toast.error('Second, dismissed while waiting'));
      toast.dismiss(id);
      toast.info('Third');
    });
    expect(await screen.findByText('First, raised before the library')).toBeTruthy();
    expect(await screen.findByText('Third')).toBeTruthy();
    expect(screen.queryByText('Second, dismissed while waiting')).toBeNull();
    expect(id).toMatch(/^store-toast-\d+$/);
  });

  it('keeps a caller’s own toastId, so one toast is not shown twice', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Once only', { toastId: 'once' });
      toast.info('Once only', { toastId: 'once' });
    });
    await screen.findByText('Once only');
    expect(screen.getAllByText('Once only')).toHaveLength(1);
  });

  it('mounts the container at the first interaction, before any toast', async () => {
    const { container } = render(<Toaster />);
    fireEvent.pointerDown(window);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
