// How a cluster script (fault tests, payment journey) ends: tear down, keep logs on failure, report.
import { rmSync } from 'node:fs';

/** Stops the cluster, Redis and PostgreSQL it started; removes its work folder unless a check failed. */
export async function tearDown(label, results, { cluster, redis, postgres, workDir }) {
  await cluster?.stop().catch(() => {});
  await redis.stop();
  postgres.remove();
  if (results.every((r) => r.pass)) rmSync(workDir, { recursive: true, force: true });
  else console.log(`[${label}] logs kept in ${workDir}`);
}

/** Prints how many checks passed; returns how many failed. */
export function reportChecks(label, results) {
  const failed = results.filter((r) => !r.pass);
  console.log(`[${label}] ${results.length - failed.length}/${results.length} checks passed in ${Math.round(process.uptime())} s`);
  return failed.length;
}
