import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import type { PaymentPageGuard } from '../../paymentPage/paymentPageGuard.ts';
import { recentChecks } from '../../paymentPage/tamperRuns.ts';
import { paymentScriptCheck, paymentScriptsReply } from './replies.ts';

/**
 * The payment page's script inventory for the owner (PCI DSS 6.4.3): each script with its remote,
 * version, hash, the reason it was shipped and by whom; and the recent checks of the served page
 * (11.6.1) with every difference they found. An admin may run a check now. Access 'admin' is
 * installed from each route's declaration (routes/access.ts).
 */
export function adminPaymentScriptRoutes(app: FastifyInstance, deps: Deps, guard: PaymentPageGuard) {
  app.register(
    async (scope) => {
      scope.get('/', describe({ reply: paymentScriptsReply, summary: "The payment page's scripts (inventory) and the recent checks against it", access: 'admin' }), async () =>
        ok({ scripts: await guard.inventory.entries(), checks: await recentChecks(deps.db, 10) }),
      );
      scope.post('/check', describe({ reply: paymentScriptCheck, summary: 'Check the served payment page against its inventory now', access: 'admin' }), async () => {
        const done = await guard.check('owner');
        return ok(done, done.differences.length ? `The payment page differs from its inventory in ${done.differences.length} place(s); the owner was e-mailed.` : 'The payment page matches its inventory.');
      });
    },
    { prefix: '/api/admin/payment-scripts' },
  );
}
