import { formatCents, formatDayRange, type ShippingMethod } from '@store/shared/rules';

export interface DeliveryRow {
  id: string;
  name: string;
  price: string;
  domestic: string;
  international: string;
  note: string;
}

/** The rows of the delivery table as the page words them, from the shared table of spec §9. */
export function deliveryRows(methods: readonly ShippingMethod[]): DeliveryRow[] {
  return methods.map((m) => ({
    id: m.id,
    name: m.name,
    price:
      m.fromCents === null
        ? 'Individually calculated'
        : m.perAdditionalItemCents
          ? `${formatCents(m.fromCents)} + ${formatCents(m.perAdditionalItemCents)} per additional item`
          : `From ${formatCents(m.fromCents)}`,
    domestic: `${formatDayRange(m.domesticDays)} (US)`,
    international: m.internationalDays ? formatDayRange(m.internationalDays) : 'Not available',
    note: m.note,
  }));
}

/** Whether the table can be shown: 'empty' and 'invalid' map to the two error texts of spec §8. */
export function deliveryTableState(methods: readonly ShippingMethod[] | null | undefined): 'ok' | 'empty' | 'invalid' {
  if (!Array.isArray(methods)) return 'invalid';
  if (methods.length === 0) return 'empty';
  const valid = methods.every(
    (m) => m && typeof m.name === 'string' && m.name && m.domesticDays && Number.isInteger(m.domesticDays.min) && (m.fromCents === null || Number.isInteger(m.fromCents)),
  );
  return valid ? 'ok' : 'invalid';
}

export const deliveryMessages = {
  loadFailed: 'Failed to load delivery information. Please try again later.',
  unavailable: 'Unable to load delivery information. Please contact support.',
} as const;
