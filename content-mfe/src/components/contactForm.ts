import { invalidEmailMessage, isEmailAddress } from '@store/shared/rules';

export interface ContactFields {
  fullName: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const emptyContact: ContactFields = { fullName: '', email: '', phone: '', message: '' };

const requiredMessages: Record<keyof ContactFields, string> = {
  fullName: 'Please enter your full name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  message: 'Please enter your message.',
};

/** Spec §5 contact form: all four fields required after trimming; the e-mail must be well formed. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of Object.keys(requiredMessages) as (keyof ContactFields)[]) {
    if (!fields[key].trim()) errors[key] = requiredMessages[key];
  }
  if (!errors.email && !isEmailAddress(fields.email)) errors.email = invalidEmailMessage;
  return errors;
}

/** The text prefilled into the chat message (the form is never sent to our server). */
export function contactChatText(fields: ContactFields): string {
  return [
    `Hello! My name is ${fields.fullName.trim()}.`,
    `Email: ${fields.email.trim()}`,
    `Phone: ${fields.phone.trim()}`,
    '',
    fields.message.trim(),
  ].join('\n');
}
