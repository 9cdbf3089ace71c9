import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@store/shared';
import PaymentPage from './PaymentPage.tsx';
import CardPaymentPage from './CardPaymentPage.tsx';
import { renderPage, stubFetch } from '@store/shared/test';
import type { CardForTokenizer, Tokenizer } from '../payment/tokenizer.ts';

// The gateway's tokenizer (a script from its origin in the browser) stands in here: what it was
// given, and when it becomes ready, is up to each test.
const tokenizerControl = vi.hoisted(() => ({ cards: [] as unknown[], release: () => {}, ready: Promise.resolve() as Promise<void>, refuse: '' }));
vi.mock('../payment/loadTokenizer.ts', () => ({
  needsPaymentDocument: () => false,
  loadTokenizer: async (): Promise<Tokenizer> => {
    await tokenizerControl.ready;
    return {
      async tokenize(card: CardForTokenizer) {
        tokenizerControl.cards.push(card);
        if (tokenizerControl.refuse) throw new Error(tokenizerControl.refuse);
        return { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: `nonce-${tokenizerControl.cards.length}` };
      },
    };
  },
}));

const order = { orderId: 7, id: 7, subtotal: 2000, shippingCost: 475, tax: 0, address: '{}', orderItems: [] };

function stubApi() {
  return stubFetch((url) =>
    url.endsWith('/api/order/details')
      ? { status: 200, body: { success: true, message: 'OK', data: { order, tax: 125, orderDetails: { line_items: [] } } } }
      : { status: 200, body: { success: true, message: 'Payment processed successfully', data: { orderId: 7 } } },
  );
}

describe('payment pages', () => {
  beforeEach(() => {
    useSession.setState({ user: { id: '1', fName: 'Ada', lName: 'L', email: 'a@b.co' }, accessToken: 't', refreshToken: 'r' });
  });
  afterEach(() => {
    tokenizerControl.cards = [];
    tokenizerControl.ready = Promise.resolve();
    tokenizerControl.refuse = '';
    vi.unstubAllGlobals();
    useSession.setState({ user: null, accessToken: null, refreshToken: null });
  });

  it('/payment: shows the charge summary and the 14–16 digit rule, then pays the server total with a token, never the card', async () => {
    const fetch = stubApi();
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    const pay = await screen.findByRole('button', { name: 'Pay Now $26.00' });
    expect(screen.getByText('$1.25')).toBeTruthy();
    fireEvent.click(pay);
    expect(await screen.findByText('Cardholder name is required')).toBeTruthy();
    expect(screen.getByText('Valid card number is required (14 to 16 digits)')).toBeTruthy();
    expect(screen.getByText(/^Valid expiry date \(MM\/YY or MM\/YYYY\) is required/)).toBeTruthy();
    expect(screen.getByText('Valid CVV is required (3-4 digits)')).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/payment/card'))).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Cardholder Name'), { target: { value: 'Ada 1 Lovelace' } });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4111111111111111999' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '122030' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '12a3' } });
    expect((screen.getByLabelText('Card Number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect((screen.getByLabelText('Expiry (MM/YYYY)') as HTMLInputElement).value).toBe('12/2030');
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment/success/7'));
    const paid = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/payment/card'))!;
    expect(JSON.parse(String(paid[1]!.body))).toEqual({ amount: '26.00', currency: 'USD', name: 'Ada  Lovelace', requestId: '7', opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' } });
    expect(tokenizerControl.cards).toEqual([{ cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123', fullName: 'Ada  Lovelace' }]);
  });

  // issue 41, defect 11: '09/29' as the card prints it was refused with an MM/YYYY message
  it('/payment: takes the expiry as the card prints it (09/29) and tokenizes it as 09/2029', async () => {
    stubApi();
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    const pay = await screen.findByRole('button', { name: 'Pay Now $26.00' });
    fireEvent.change(screen.getByLabelText('Cardholder Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '09/29' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    expect((screen.getByLabelText('Expiry (MM/YYYY)') as HTMLInputElement).value).toBe('09/29');
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment/success/7'));
    expect(screen.queryByText(/Valid expiry date/)).toBeNull();
    expect(tokenizerControl.cards).toEqual([{ cardNumber: '4111111111111111', month: '09', year: '2029', cardCode: '123', fullName: 'Ada Lovelace' }]);
  });

  // issue 41, defect 12: after a time-out Pay Now stayed beside "do not pay again", and a second card read "Payment processed successfully"
  describe('after a card times out', () => {
    const fillCard = () => {
      fireEvent.change(screen.getByLabelText('Cardholder Name'), { target: { value: 'Ada Lovelace' } });
      fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4111111111111111' } });
      fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '122030' } });
      fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    };
    const confirming = 'We could not confirm your payment yet. Please do not pay again: we are checking with the bank and will update your order.';

    it('takes Pay Now away and sends no second payment', async () => {
      const fetch = stubFetch((url) =>
        url.endsWith('/api/order/details')
          ? { status: 200, body: { success: true, message: 'OK', data: { order, tax: 125, orderDetails: { line_items: [] } } } }
          : { status: 202, body: { success: false, message: confirming, data: { orderId: 7, status: 'confirming' } } },
      );
      renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
      await screen.findByRole('button', { name: 'Pay Now $26.00' });
      fillCard();
      fireEvent.click(screen.getByRole('button', { name: 'Pay Now $26.00' }));
      expect(await screen.findByText(/Please do not pay again/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Pay Now/ })).toBeNull();
      expect(screen.queryByLabelText('Card Number')).toBeNull();
      expect(screen.getByRole('link', { name: 'View My Orders' })).toBeTruthy();
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/payment/card'))).toHaveLength(1);
    });

    it('offers no card form for an order whose earlier charge is still unconfirmed', async () => {
      stubFetch(() => ({ status: 200, body: { success: true, message: 'OK', data: { order: { ...order, paymentStatus: 'pending' }, tax: 125, orderDetails: { line_items: [] } } } }));
      renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
      expect(await screen.findByText(/Please do not pay again/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Pay Now/ })).toBeNull();
    });

    it('says the earlier card was charged, not this one, when the first charge went through', async () => {
      const already = 'This order was already paid with the card ending 0119. The card you just entered was not charged.';
      stubFetch((url) =>
        url.endsWith('/api/order/details')
          ? { status: 200, body: { success: true, message: 'OK', data: { order, tax: 125, orderDetails: { line_items: [] } } } }
          : { status: 200, body: { success: true, message: already, data: { orderId: 7, status: 'paid', last4: '0119', alreadyPaid: true } } },
      );
      renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
      await screen.findByRole('button', { name: 'Pay Now $26.00' });
      fillCard();
      fireEvent.click(screen.getByRole('button', { name: 'Pay Now $26.00' }));
      expect(await screen.findByText(already)).toBeTruthy();
      expect(screen.queryByText('Payment processed successfully')).toBeNull();
    });
  });

  it('gives the card inputs no name, so no form submission can carry them', async () => {
    stubApi();
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    await screen.findByRole('button', { name: 'Pay Now $26.00' });
    for (const label of ['Card Number', 'Expiry (MM/YYYY)', 'CVV']) expect((screen.getByLabelText(label) as HTMLInputElement).hasAttribute('name')).toBe(false);
  });

  // #39 item 9: a controlled input mirrors its value into the attribute, which CSS selectors read
  it('keeps the typed card digits out of every DOM attribute', async () => {
    stubApi();
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    await screen.findByRole('button', { name: 'Pay Now $26.00' });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '122030' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '737' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now $26.00' }));
    expect((screen.getByLabelText('Card Number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    const attributes = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
    for (const typed of ['4111', '1111', '2030', '737']) expect(attributes.filter((v) => v.includes(typed)), typed).toEqual([]);
  });

  it('waits for the tokenizer before paying, and says so on the busy button', async () => {
    let release = () => {};
    tokenizerControl.ready = new Promise<void>((r) => (release = r));
    const fetch = stubApi();
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    const busy = await screen.findByRole('button', { name: 'Preparing secure payment…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.change(screen.getByLabelText('Cardholder Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '122030' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.submit(busy.closest('form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/payment/card'))).toBe(false);
    expect(tokenizerControl.cards).toHaveLength(0);
    release();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment/success/7'));
    expect(tokenizerControl.cards).toHaveLength(1);
  });

  it('shows the tokenizer’s refusal and sends nothing to the store', async () => {
    tokenizerControl.refuse = 'Please provide valid credit card number.';
    const fetch = stubApi();
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    const pay = await screen.findByRole('button', { name: 'Pay Now $26.00' });
    fireEvent.change(screen.getByLabelText('Cardholder Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '122030' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.click(pay);
    expect((await screen.findAllByText('Please provide valid credit card number.')).length).toBeGreaterThan(0);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/payment/card'))).toBe(false);
  });

  it('/card-payment: needs exactly 16 digits, its own expiry message, and no past-date check', async () => {
    stubApi();
    renderPage(<CardPaymentPage />, '/card-payment/:orderId', { url: '/card-payment/7' });
    const pay = await screen.findByRole('button', { name: 'Pay Now $26.00' });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '38000000000006' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '132030' } });
    fireEvent.click(pay);
    expect(await screen.findByText('Valid card number is required (16 digits only)')).toBeTruthy();
    expect(screen.getByText('Valid expiry date (MMYYYY) is required (e.g., 122025)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '012020' } });
    fireEvent.click(pay);
    await waitFor(() => expect(screen.queryByText(/^Valid expiry date|expiry date is in the past/)).toBeNull());
  });

  it('shows the server message when the card is declined', async () => {
    stubFetch((url) =>
      url.endsWith('/api/order/details')
        ? { status: 200, body: { success: true, message: 'OK', data: { order, tax: 0 } } }
        : { status: 402, body: { success: false, message: 'Payment failed: This transaction has been declined.', data: null } },
    );
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    await screen.findByRole('button', { name: 'Pay Now $24.75' });
    fireEvent.change(screen.getByLabelText('Cardholder Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YYYY)'), { target: { value: '122030' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now $24.75' }));
    expect((await screen.findAllByText('Payment failed: This transaction has been declined.')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('location').textContent).toBe('/payment/7');
  });

  it('does not offer a second payment for a paid order', async () => {
    stubFetch(() => ({ status: 200, body: { success: true, message: 'OK', data: { order: { ...order, paymentStatus: 'paid' }, tax: 0 } } }));
    renderPage(<PaymentPage />, '/payment/:orderId', { url: '/payment/7' });
    expect(await screen.findByText('Order #7 has already been paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay Now/ })).toBeNull();
  });
});
