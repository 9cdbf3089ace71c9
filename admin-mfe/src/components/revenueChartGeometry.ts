/** One bar of the revenue chart, in the SVG's own units. */
export interface Bar {
  day: string;
  revenueCents: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((m) => m * power).find((m) => m >= value) ?? 10 * power);
}

/** Bars for the days, left to right, scaled to the plot area; a day with no sales keeps a 1-unit stub. */
export function barsOf(days: { day: string; revenueCents: number }[], plot: { width: number; height: number }, top: number): Bar[] {
  const slot = days.length ? plot.width / days.length : 0;
  const width = Math.max(1, slot * 0.7);
  return days.map((d, i) => {
    const height = Math.max(1, (d.revenueCents / top) * plot.height);
    return { day: d.day, revenueCents: d.revenueCents, x: i * slot + (slot - width) / 2, y: plot.height - height, width, height };
  });
}
