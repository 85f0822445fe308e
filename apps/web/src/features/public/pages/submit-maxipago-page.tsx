import { PaymentResult } from '../components/payment-result.tsx';

export function SubmitMaxipagoPage() {
  return <PaymentResult message="Submit page" />;
}
