import { z } from 'zod';
import { isoTime } from '../replyShapes.ts';

/** What the deploy routes reply (issue #43). */
const versionRow = z.object({
  remote: z.string(),
  version: z.string(),
  entry: z.string(),
  contentHash: z.string(),
  source: z.string(),
  createdBy: z.string(),
  createdAt: isoTime,
  gate: z.string(),
  gateReason: z.string().nullable(),
  status: z.string(),
  views: z.number().int(),
  errors: z.number().int(),
  renderFailures: z.number().int(),
  errorRate: z.number().nullable(),
});
const historyRow = z.object({ id: z.number().int(), remote: z.string(), version: z.string().nullable(), action: z.string(), previous: z.string().nullable(), actor: z.string(), reason: z.string().nullable(), createdAt: isoTime });

export const registryOverview = z.object({
  revision: z.number().int().describe('the registry revision, also the ETag'),
  remotes: z.array(
    z.object({
      name: z.string(),
      live: z.string().nullable(),
      canary: z.looseObject({ version: z.string(), percent: z.number() }).nullable(),
      versions: z.array(versionRow),
      history: z.array(historyRow),
    }),
  ),
});
export const deployedReply = z.object({ version: z.string(), revision: z.number().int(), canary: z.boolean() });
export const rolledBackReply = z.object({ version: z.string(), revision: z.number().int(), previous: z.string().nullable() });
export const promotedReply = z.object({ version: z.string(), revision: z.number().int() });
export const errorReportReply = z.object({ counted: z.boolean(), version: z.string().optional() });
