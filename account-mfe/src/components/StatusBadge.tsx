import { displayStatus, statusColour } from '@store/shared/rules';

/** The partner's status first, else the order's, coloured by spec §4. */
export function StatusBadge({ status, partnerStatus }: { status: string; partnerStatus: string | null }) {
  const shown = displayStatus({ status, partnerStatus });
  return <span className={`ord-status ord-status--${statusColour(shown)}`}>{shown}</span>;
}
