import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { PrintProvider } from './providers/print/printProvider.ts';
import type { PaymentGateway } from './providers/payment/paymentGateway.ts';
import type { JobRunner } from './jobs/jobRunner.ts';
import type { CheckoutOptions } from './checkout/options.ts';
import type { Mailer } from './mail/mailer.ts';

/** Everything a route needs, passed explicitly (no globals), so tests build the app with fakes. */
export interface Deps {
  config: Config;
  db: Db;
  print: PrintProvider;
  /** card gateway (checkout area) */
  payment: PaymentGateway;
  /** durable jobs: fulfilment, tracking, payment reconciliation */
  jobs: JobRunner;
  checkout: CheckoutOptions;
  mail: Mailer;
}
