import { resolve } from 'node:path';
import { benchDir } from './paths.ts';

/** Harness settings, all from the environment so the same code serves a smoke run and the full run. */
export interface BenchConfig {
  quick: boolean;
  /** repetitions per figure; the report shows their median */
  runs: number;
  /** seconds per autocannon run */
  durationSec: number;
  connections: number;
  /** catalogue sizes for the growth section */
  growthSizes: number[];
  /** timed requests per growth measurement */
  growthSamples: number;
  /** concurrent shoppers in the checkout section */
  shoppers: number;
  /** sections to run (all when unset) */
  only: Set<string> | null;
  /** first port of the 8190–8199 block this harness may use */
  portBase: number;
  chromiumPath: string;
  postgresUrl: string | null;
  /** where REPORT.md and results.json go (bench/ unless BENCH_OUT says otherwise) */
  outDir: string;
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const quick = env.BENCH_QUICK === '1';
  const sizes = env.BENCH_GROWTH_SIZES?.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return {
    quick,
    runs: Math.min(num(env.BENCH_RUNS, quick ? 1 : 3), 10),
    durationSec: Math.min(num(env.BENCH_DURATION, quick ? 2 : 5), 30),
    connections: Math.min(num(env.BENCH_CONNECTIONS, 50), 200),
    growthSizes: sizes?.length ? sizes : quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
    growthSamples: Math.min(num(env.BENCH_GROWTH_SAMPLES, quick ? 15 : 40), 500),
    shoppers: Math.min(num(env.BENCH_SHOPPERS, quick ? 20 : 200), 1000),
    only: env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null,
    portBase: num(env.BENCH_PORT_BASE, 8190),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // PostgreSQL joins the growth section when a server is given (the default is the local one).
    outDir: env.BENCH_OUT ? resolve(env.BENCH_OUT) : benchDir,
    postgresUrl: env.BENCH_DATABASE_URL === '' ? null : (env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'),
  };
}
