import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailAddress.ts';

describe('isEmailAddress', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', ' padded@example.org ', "o'neil@mail.example.co.uk", 'x_y-z@sub-domain.example.io'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'plain', '@example.com', 'a@', 'a@b', 'a@b.c', 'a b@example.com', 'a@exa mple.com', 'a@@example.com', '.a@example.com', 'a.@example.com', 'a..b@example.com', 'a@-example.com', 'a@example..com', `${'x'.repeat(65)}@example.com`, `a@${'d'.repeat(250)}.com`])('rejects %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
