import { CardPaymentScreen } from '../components/CardPaymentScreen.tsx';

/** /card-payment/{orderId}: exactly 16 digits, its own expiry message, no past-date check (spec §5). */
export default function CardPaymentPage() {
  return <CardPaymentScreen variant="card-payment" />;
}
