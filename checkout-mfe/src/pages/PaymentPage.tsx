import { CardPaymentScreen } from '../components/CardPaymentScreen.tsx';

/** /payment/{orderId}: 14–16 digit cards, MM/YYYY with a past-date check (spec §5). */
export default function PaymentPage() {
  return <CardPaymentScreen variant="payment" />;
}
