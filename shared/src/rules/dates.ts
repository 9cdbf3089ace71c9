// Every date the store shows goes through these formatters, built once (constructing an
// Intl.DateTimeFormat is the costly part). Locale and time zone are fixed: pages are rendered on the
// server (Node) and hydrated in the visitor's browser, and both must print the same characters,
// whatever the browser's locale or clock zone. Blog dates are en-GB long form (the spec says so); every
// other date is the store's en-US (its prices are USD), in UTC, and a time says "UTC".

const utc = 'UTC';
const blogDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: utc });
const longDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: utc });
const shortDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: utc });
const dayAndMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: utc });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: utc, timeZoneName: 'short',
});

/** A date from an ISO string, a 'YYYY-MM-DD' day, epoch milliseconds or a Date; null when it is not a date. */
function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const using = (format: Intl.DateTimeFormat) => (value: string | number | Date): string => {
  const d = toDate(value);
  return d ? format.format(d) : '';
};

/** '5 April 2025': the blog's en-GB long form (spec §2); '' when not a date. */
export const formatBlogDate = using(blogDay);
/** 'November 23, 2026' (member since, review dates); '' when not a date. */
export const formatLongDate = using(longDay);
/** 'Nov 23, 2026' (order lists); '' when not a date. */
export const formatShortDate = using(shortDay);
/** 'Nov 23' (chart axes over a short range); '' when not a date. */
export const formatDayMonth = using(dayAndMonth);
/** 'Nov 23, 2026, 3:04 PM UTC' (order events, back-office records); '' when not a date. */
export const formatDateTime = using(dayAndTime);
