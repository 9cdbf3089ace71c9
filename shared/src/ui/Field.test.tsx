import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field, TextField } from './Field.tsx';

describe('Field', () => {
  it('labels its control, marks it required and links the error to it', () => {
    render(<TextField id="email" label="Email Address" required error="Please enter a valid email address" defaultValue="x" />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Please enter a valid email address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing is wrong while there is no error, and can announce one that arrives', () => {
    const { rerender } = render(<TextField id="zip" label="Zip" announceError />);
    const input = screen.getByRole('textbox', { name: 'Zip' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    rerender(<TextField id="zip" label="Zip" announceError error="Zip is required" />);
    expect(screen.getByRole('alert').textContent).toBe('Zip is required');
  });

  it('gives any control the same wiring, with a note between control and error, and no mark when asked', () => {
    const { container } = render(
      <Field id="msg" label="Message" required requiredMark={false} error="Message is required" after={<small>Max 500</small>}>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-describedby')).toBe('msg-error');
    expect(container.querySelector('label')?.textContent).toBe('Message');
    expect(screen.getByText('Max 500')).toBeTruthy();
  });
});
