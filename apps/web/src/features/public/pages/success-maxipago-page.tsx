import { PaymentResult } from '../components/payment-result.tsx';

export function SuccessMaxipagoPage() {
  return <PaymentResult message="Deu certo :-)" />;
}
