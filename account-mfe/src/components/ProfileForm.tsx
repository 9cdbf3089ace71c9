import { useState, type FormEvent } from 'react';
import type { User } from '@store/shared';
import { profileErrors, profileFieldLabels, trimProfile, type ProfileInput } from '@store/shared/rules';
import { TextField } from '@store/shared/ui';

const fields = Object.keys(profileFieldLabels) as (keyof ProfileInput)[];
const required = new Set<keyof ProfileInput>(['fName', 'lName']);

/** The My Profile edit form: checks the shared rules before sending, shows each field's error. */
export function ProfileForm({ user, onSave, onCancel }: { user: User; onSave: (p: ProfileInput) => Promise<string | null>; onCancel: () => void }) {
  const [values, setValues] = useState<Record<keyof ProfileInput, string>>(() =>
    Object.fromEntries(fields.map((k) => [k, String((user as unknown as Record<string, unknown>)[k] ?? '')])) as Record<keyof ProfileInput, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileInput, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = trimProfile(values);
    const found = profileErrors(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const failure = await onSave(input);
    setSaving(false);
    setServerError(failure);
  };

  return (
    <form method="post" className="acct-form acct-profile__form" onSubmit={submit} noValidate aria-label="Edit profile">
      {fields.map((k) => (
        <div key={k}>
          <TextField
            id={`profile-${k}`}
            label={k === 'country' ? `${profileFieldLabels[k]} (two-letter code)` : profileFieldLabels[k]}
            required={required.has(k)}
            value={values[k]}
            autoComplete={{ fName: 'given-name', lName: 'family-name', phone: 'tel', address: 'street-address', country: 'country', region: 'address-level1', city: 'address-level2', zip: 'postal-code' }[k]}
            error={errors[k]}
            announceError
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        </div>
      ))}
      {serverError && <p className="acct-field-error" role="alert">{serverError}</p>}
      <div className="acct-profile__actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save profile'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
