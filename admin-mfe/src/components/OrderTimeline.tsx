import type { AdminOrder } from '../api/adminApi.ts';
import { shortDateTime as when } from './labels.ts';

/** What happened to an order, oldest first: placed, paid, provider, webhooks, shipments, refunds. */
export function OrderTimeline({ entries }: { entries: AdminOrder['timeline'] }) {
  return (
    <ol className="adm-timeline">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className={`adm-timeline__item adm-timeline__item--${e.kind}`}>
          <time dateTime={e.at}>{when(e.at)}</time>
          <span>{e.text}</span>
        </li>
      ))}
    </ol>
  );
}
