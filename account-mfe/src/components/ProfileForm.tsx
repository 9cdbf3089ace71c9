import { useEffect, useState, type FormEvent } from 'react';
import PhoneInput, { parsePhoneNumber } from 'react-phone-number-input';
// Bundled SVG flag components: the default flags load from an outside host.
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { useMutation, type User } from '@store/shared';
import { profileErrors, profileFieldLabels, trimProfile, type ProfileInput } from '@store/shared/rules';
import { Field, TextField, loadCountryRegions, type CountryRegions } from '@store/shared/ui';
import { withSaved } from './countryRegions.ts';

const fields = Object.keys(profileFieldLabels) as (keyof ProfileInput)[];
const required = new Set<keyof ProfileInput>(['fName', 'lName']);
const autoComplete: Record<keyof ProfileInput, string> = { fName: 'given-name', lName: 'family-name', phone: 'tel', address: 'street-address', country: 'country', region: 'address-level1', city: 'address-level2', zip: 'postal-code' };

/** The phone input holds E.164; a phone saved as typed ('(646) 555-0199') is read as a US number. */
function asE164(phone: string): string {
  if (!phone) return '';
  try {
    return parsePhoneNumber(phone, 'US')?.number ?? phone;
  } catch {
    return phone;
  }
}

/** The My Profile edit form: checks the shared rules before sending, shows each field's error. */
export function ProfileForm({ user, onSave, onCancel }: { user: User; onSave: (p: ProfileInput) => Promise<string | null>; onCancel: () => void }) {
  const [values, setValues] = useState<Record<keyof ProfileInput, string>>(() =>
    Object.fromEntries(fields.map((k) => [k, String((user as unknown as Record<string, unknown>)[k] ?? '')])) as Record<keyof ProfileInput, string>,
  );
  const [countries, setCountries] = useState<CountryRegions[]>([]);
  useEffect(() => {
    let live = true;
    void loadCountryRegions().then((c) => live && setCountries(c));
    return () => {
      live = false;
    };
  }, []);
  const regions = withSaved(countries.find((c) => c.code === values.country.toUpperCase())?.regions ?? [], values.region);
  const set = (k: keyof ProfileInput) => (v: string) => setValues((prev) => ({ ...prev, [k]: v }));
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileInput, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (input: ProfileInput) => onSave(input) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = trimProfile(values);
    const found = profileErrors(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    const failure = await save.mutateAsync(input);
    setServerError(failure);
  };

  return (
    <form method="post" className="acct-form acct-profile__form" onSubmit={submit} noValidate aria-label="Edit profile">
      {fields.map((k) => (
        <div key={k}>
          {k === 'phone' ? (
            <Field id="profile-phone" label={profileFieldLabels.phone} error={errors.phone} announceError>
              {(control) => (
                // the checkout's phone input, default country US: the same shapes are accepted in both (issue 41, defect 7)
                <PhoneInput {...control} defaultCountry="US" flags={flags} value={asE164(values.phone) || undefined} onChange={(v) => set('phone')(v ?? '')} autoComplete="tel" />
              )}
            </Field>
          ) : k === 'country' ? (
            <Field id="profile-country" label={profileFieldLabels.country} error={errors.country} announceError>
              {(control) => (
                <select {...control} autoComplete="country" value={values.country.toUpperCase()} onChange={(e) => setValues((v) => ({ ...v, country: e.target.value, region: '' }))}>
                  <option value="">Select a country</option>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : k === 'region' ? (
            <Field id="profile-region" label={profileFieldLabels.region} error={errors.region} announceError>
              {(control) => (
                <select {...control} autoComplete="address-level1" value={values.region} disabled={!values.country} onChange={(e) => set('region')(e.target.value)}>
                  <option value="">{values.country ? 'Select a region' : 'Select a country first'}</option>
                  {regions.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <TextField
              id={`profile-${k}`}
              label={profileFieldLabels[k]}
              required={required.has(k)}
              value={values[k]}
              autoComplete={autoComplete[k]}
              error={errors[k]}
              announceError
              onChange={(e) => set(k)(e.target.value)}
            />
          )}
        </div>
      ))}
      {serverError && <p className="acct-field-error" role="alert">{serverError}</p>}
      <div className="acct-profile__actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
