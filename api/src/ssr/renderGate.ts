import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import type { RenderBound } from '../config.ts';

export interface RenderGate {
  /** a release function when a render may start now, null when the bound is reached */
  tryEnter(): (() => void) | null;
  running(): number;
  /** how many renders may run at once now */
  bound(): number;
}

export interface AdaptiveBound extends RenderBound {
  /** the main thread's CPU time so far (ms); injectable for tests */
  cpuMs?: () => number;
  /** how many finished renders one measurement of CPU per render takes */
  sample?: number;
}

const processCpuMs = () => {
  const { user, system } = cpuUsage();
  return (user + system) / 1000;
};

/**
 * The main thread's own CPU time, where Linux tells it (/proc/thread-self/stat, in 10 ms ticks), else
 * the process's. A page rendered on a render thread costs the main thread its data and reply only;
 * the process's CPU time counts the render thread's work too, and held a crawl's bound so low that
 * a fifth of its pages went out client-rendered while the main thread had time for them (#24).
 */
function mainThreadCpuMs(): () => number {
  const read = () => {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime; USER_HZ is 100 on Linux
  };
  try {
    return Number.isFinite(read()) ? read : processCpuMs;
  } catch {
    return processCpuMs;
  }
}

/**
 * A bound on concurrent server renders (#24 item 3). Past it a page is not queued: the caller answers
 * at once with the client-rendered page (the document template with its defaults), which costs little,
 * so a flood of new URLs cannot take the event loop away from cached pages and the API.
 *
 * A number (RENDER_CONCURRENCY) is a fixed bound. Otherwise the bound follows what a render costs
 * here: renders share the main thread, so n renders at c ms of its CPU each finish within n × c ms; the gate
 * admits as many as finish within `queueMs`. Renders that mostly wait for the database (a crawl of
 * uncached products on PostgreSQL) cost little CPU and are all admitted: the crawler gets rendered
 * pages, not 12 of 16 left to the browser as under a fixed "cores × 2". The CPU per render is the
 * main thread's CPU time over the last `sample` renders (everything else it did counts too: the
 * bound errs towards fewer).
 */
export function renderGate(bound: number | AdaptiveBound): RenderGate {
  let running = 0;
  const adaptive = typeof bound === 'number' ? null : bound;
  const cpuMs = adaptive?.cpuMs ?? mainThreadCpuMs();
  const sample = adaptive?.sample ?? 20;
  let limit = typeof bound === 'number' ? bound : bound.min;
  let finished = 0;
  // The first window starts with the first render, not when the gate is made: the CPU of start-up
  // (migrations, seeding, loading code) is no render's, and counted it held a fresh store at the
  // floor for its first renders (a crawl had 77 of 1,728 pages left to the browser, #24).
  let since: number | null = null;

  const measure = () => {
    if (!adaptive || ++finished < sample) return;
    const now = cpuMs();
    const perRender = (now - (since ?? now)) / finished;
    finished = 0;
    since = now;
    const fits = perRender > 0 ? Math.floor(adaptive.queueMs / perRender) : adaptive.max;
    limit = Math.min(adaptive.max, Math.max(adaptive.min, fits));
  };

  return {
    tryEnter() {
      if (running >= limit) return null;
      if (adaptive && since === null) since = cpuMs();
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
        measure();
      };
    },
    running: () => running,
    bound: () => limit,
  };
}
