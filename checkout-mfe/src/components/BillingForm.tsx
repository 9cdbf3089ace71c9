import { useEffect, useState } from 'react';
import PhoneInput, { parsePhoneNumber } from 'react-phone-number-input';
// Bundled SVG flag components: the default flags load from an outside host (#11).
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import type { BillingDetails } from '@store/shared/rules';
import { loadCountryRegions, type CountryRegions } from '@store/shared/ui';

interface Props {
  value: BillingDetails;
  onChange: (next: BillingDetails) => void;
  disabled?: boolean;
}

/** The phone input holds E.164; a profile phone saved as typed ('(646) 555-0199') is read as a US number. */
export function phoneAsE164(phone: string): string {
  if (!phone) return '';
  try {
    return parsePhoneNumber(phone, 'US')?.number ?? phone;
  } catch {
    return phone;
  }
}

/** The eight billing fields (spec §2); the state select waits for a country. */
export function BillingForm({ value, onChange, disabled }: Props) {
  const [countries, setCountries] = useState<CountryRegions[]>([]);
  useEffect(() => {
    let live = true;
    void loadCountryRegions().then((c) => live && setCountries(c));
    return () => {
      live = false;
    };
  }, []);
  const set = (key: keyof BillingDetails) => (v: string) => onChange({ ...value, [key]: v });
  const states = countries.find((c) => c.code === value.country)?.regions ?? [];

  return (
    <fieldset className="co-billing stack" disabled={disabled}>
      <legend>Billing Details</legend>
      <div className="form-field">
        <label htmlFor="co-fullName">Full Name</label>
        <input id="co-fullName" autoComplete="name" value={value.fullName} onChange={(e) => set('fullName')(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor="co-address">Address</label>
        <input id="co-address" autoComplete="street-address" value={value.address} onChange={(e) => set('address')(e.target.value)} />
      </div>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="co-country">Country</label>
          <select id="co-country" autoComplete="country" value={value.country} onChange={(e) => onChange({ ...value, country: e.target.value, state: '' })}>
            <option value="">Select a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="co-state">State/Region</label>
          <select id="co-state" value={value.state} disabled={!value.country} onChange={(e) => set('state')(e.target.value)}>
            <option value="">{value.country ? 'Select a state/region' : 'Select a country first'}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="co-city">City</label>
          <input id="co-city" autoComplete="address-level2" value={value.city} onChange={(e) => set('city')(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="co-zip">ZIP/Postal Code</label>
          <input id="co-zip" autoComplete="postal-code" value={value.zipCode} onChange={(e) => set('zipCode')(e.target.value)} />
        </div>
      </div>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="co-phone">Phone</label>
          {/* National input in the default country: '2125550100' is +12125550100, not a number starting '+212' (#11). */}
          <PhoneInput id="co-phone" defaultCountry="US" flags={flags} value={value.phone || undefined} onChange={(v) => set('phone')(v ?? '')} autoComplete="tel" />
        </div>
        <div className="form-field">
          <label htmlFor="co-email">Email</label>
          <input id="co-email" type="email" autoComplete="email" value={value.email} onChange={(e) => set('email')(e.target.value)} />
        </div>
      </div>
    </fieldset>
  );
}
