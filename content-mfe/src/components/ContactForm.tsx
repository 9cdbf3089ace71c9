import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { chatLink } from '@store/shared';
import { Field, TextField } from '@store/shared/ui';
import { contactChatText, emptyContact, validateContact, type ContactErrors, type ContactFields } from './contactForm.ts';

const fields: { name: keyof ContactFields; label: string; type: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** Form order, so focus goes to the first invalid field on screen. */
const fieldOrder: (keyof ContactFields)[] = ['fullName', 'email', 'phone', 'message'];

/**
 * The contact form (spec §2): checked in the page, then the chat link opens in a new tab with
 * the message prefilled. Nothing is sent to our server.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFields>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [opened, setOpened] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = e.target.name as keyof ContactFields;
    setValues((v) => ({ ...v, [name]: e.target.value }));
    // an error clears once its field is edited; it is checked again on submit
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setOpened(false);
    const first = fieldOrder.find((k) => found[k]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    window.open(chatLink(contactChatText(values)), '_blank', 'noopener');
    setOpened(true);
  };


  return (
    <form method="post" ref={form} className="content-contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="form-hint">All fields are required.</p>
      {fields.map((f) => (
        <TextField key={f.name} id={`contact-${f.name}`} label={f.label} name={f.name} type={f.type} autoComplete={f.autoComplete} required requiredMark={false} value={values[f.name]} onChange={onChange} error={errors[f.name]} />
      ))}
      <Field id="contact-message" label="Message" required requiredMark={false} error={errors.message}>
        {(control) => <textarea name="message" rows={5} value={values.message} onChange={onChange} {...control} />}
      </Field>
      <button type="submit" className="btn btn-primary">
        Send via chat
      </button>
      <p role="status" className="content-contact-status">
        {opened ? 'Your message is ready in the chat window that just opened. Press send there to reach us.' : ''}
      </p>
    </form>
  );
}
