import { PaymentResult } from '../components/payment-result.tsx';

export function FailMaxipagoPage() {
  return <PaymentResult message="Deu errado :-(" />;
}
