/** The shape of bench/results.json: sections of figures, each with its budget and verdict. */
export type Verdict = 'pass' | 'fail' | 'info';

export interface Figure {
  name: string;
  value: number | string;
  unit: string;
  /** e.g. '≤ 230 KB'; absent for figures that are reported, not budgeted */
  budget?: string;
  /** the budget as numbers, so the report can say by how much it was missed */
  limit?: number;
  kind?: 'max' | 'min';
  verdict: Verdict;
  /** what dominates or why, when it matters */
  note?: string;
}

export type SectionStatus = 'ok' | 'skipped' | 'error';

export interface Section {
  id: string;
  title: string;
  status: SectionStatus;
  /** why it was skipped or what failed */
  reason?: string;
  figures: Figure[];
  /** tables and lists the report prints under the figures */
  details?: Record<string, unknown>;
  seconds: number;
}

export interface Results {
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  runs: number;
  machine: Record<string, string | number>;
  commit: string;
  dirty: boolean;
  sections: Section[];
}

/** A budget check: `at most` (≤) or `at least` (≥). */
export function budgeted(name: string, value: number, unit: string, kind: 'max' | 'min', limit: number, note?: string): Figure {
  const ok = Number.isFinite(value) && (kind === 'max' ? value <= limit : value >= limit);
  return { name, value, unit, budget: `${kind === 'max' ? '≤' : '≥'} ${limit}${unit ? ` ${unit}` : ''}`, limit, kind, verdict: ok ? 'pass' : 'fail', note };
}

export const info = (name: string, value: number | string, unit = '', note?: string): Figure => ({ name, value, unit, verdict: 'info', note });

/** A section that cannot run yet (its endpoints or code are not there): not a failure. */
export class NotAvailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAvailable';
  }
}
