// The payment page's script inventory and its checks (issue #27). Admin-only on the server.
import { apiGet, apiSend } from '@store/shared';

export interface PaymentScript {
  url: string;
  remote: string;
  version: string;
  path: string;
  integrity: string;
  reason: string | null;
  deployedBy: string;
  deployedAt: string | null;
}

export interface ScriptDifference {
  file: string;
  change: string;
  expected: string | null;
  found: string | null;
}

export interface PaymentPageCheck {
  id: number;
  trigger: 'schedule' | 'deploy' | 'owner' | 'page';
  startedAt: string;
  finishedAt: string | null;
  scripts: number;
  differences: ScriptDifference[];
}

export interface PaymentScriptsOverview {
  scripts: PaymentScript[];
  checks: PaymentPageCheck[];
}

export const paymentScriptsKey = ['admin', 'payment-scripts'] as const;

export async function fetchPaymentScripts(): Promise<PaymentScriptsOverview> {
  const reply = await apiGet<PaymentScriptsOverview>('/api/admin/payment-scripts');
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}

export const checkPaymentPageNow = () => apiSend<PaymentPageCheck>('POST', '/api/admin/payment-scripts/check', {}, 'Could not check the payment page.');
