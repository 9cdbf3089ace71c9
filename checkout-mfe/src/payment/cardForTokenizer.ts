import { digitsOnly, parseExpiry, type CardForm } from '@store/shared/rules';
import type { CardForTokenizer } from './tokenizer.ts';

/** The form's card, already checked by the spec's rules, as the tokenizer takes it. */
export function cardForTokenizer(form: CardForm): CardForTokenizer {
  const exp = parseExpiry(form.expiry);
  return {
    cardNumber: digitsOnly(form.cardNumber),
    month: exp ? String(exp.month).padStart(2, '0') : '',
    year: exp ? String(exp.year) : '',
    cardCode: form.cvv,
    fullName: form.name.trim(),
  };
}
