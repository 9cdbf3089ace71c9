/**
 * The local gateway's approving test card, tokenized as the payment page does: the card goes to
 * the gateway's own origin (from GET /api/payment/config), and only the nonce goes to the store.
 */
export const sandboxCard = {
  cardNumber: '4111111111111111',
  expirationDate: `12${String(new Date().getFullYear() + 1).slice(-2)}`,
  cardCode: '123',
};

export async function tokenizedCard(baseUrl: string): Promise<{ dataDescriptor: string; dataValue: string } | null> {
  const config = (await (await fetch(`${baseUrl}/api/payment/config`)).json()) as { data?: { scriptUrl: string; apiLoginId: string; clientKey: string } };
  if (!config.data) return null;
  const res = await fetch(`${new URL(config.data.scriptUrl).origin}/xml/v1/request.api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ getPaymentNonceRequest: { merchantAuthentication: { name: config.data.apiLoginId, clientKey: config.data.clientKey }, data: { type: 'TOKEN', id: 'bench', token: sandboxCard } } }),
  });
  const reply = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as { opaqueData?: { dataDescriptor: string; dataValue: string } };
  return reply.opaqueData ?? null;
}
