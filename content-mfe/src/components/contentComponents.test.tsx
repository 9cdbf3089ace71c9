import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@store/shared/fixed-location-routers';
import { shippingMethods } from '@store/shared/rules';
import { ContactForm } from './ContactForm.tsx';
import { DeliveryTable } from './DeliveryTable.tsx';

afterEach(() => vi.restoreAllMocks());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactForm', () => {
  it('shows inline errors, focuses the first one and opens nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ContactForm />);
    fill('Full name', 'Ada');
    fill('Email', 'ada@nowhere');
    fireEvent.click(screen.getByRole('button', { name: 'Send via chat' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy();
    expect(screen.getByText('Please enter your message.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(open).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens the chat link with the message prefilled in a new tab, without a request', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ContactForm />);
    fill('Full name', 'Ada Lovelace');
    fill('Email', 'ada@example.com');
    fill('Phone', '0300 1234567');
    fill('Message', 'Print my engine, please.');
    fireEvent.click(screen.getByRole('button', { name: 'Send via chat' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const parsed = new URL(String(url));
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/923001234567');
    expect(parsed.searchParams.get('text')).toBe('Hello! My name is Ada Lovelace.\nEmail: ada@example.com\nPhone: 0300 1234567\n\nPrint my engine, please.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Press send there');
  });
});

describe('DeliveryTable', () => {
  const renderTable = (methods: Parameters<typeof DeliveryTable>[0]['methods']) =>
    render(
      <MemoryRouter>
        <DeliveryTable methods={methods} />
      </MemoryRouter>,
    );

  it('lists the four shipping options', () => {
    renderTable(shippingMethods);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('rowheader', { name: 'Express' }).parentElement!.textContent).toContain('$7.99 + $2.40 per additional item');
  });

  it('shows the two error texts of spec §8 for an empty or broken table', () => {
    renderTable([]);
    expect(screen.getByRole('alert').textContent).toBe('Unable to load delivery information. Please contact support.');
    screen.getByRole('alert').remove();
    renderTable(null);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load delivery information. Please try again later.');
  });
});
