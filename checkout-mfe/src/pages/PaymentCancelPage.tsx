import { Link, usePageMeta } from '@store/shared';
import '../styles/checkout.css';

/** /payment/cancel (spec §2). */
export default function PaymentCancelPage() {
  usePageMeta({ title: 'Payment Cancelled', description: 'Your payment was cancelled.' });
  return (
    <main className="container page co-page co-result">
      <h1 className="page-title">Payment Cancelled</h1>
      <p>Your payment was cancelled and no charges were applied.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </main>
  );
}
