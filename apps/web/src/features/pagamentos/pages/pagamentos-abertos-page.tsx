import { UnderConstructionPage } from '../../../app/under-construction-page.tsx';

/** Contas a Receber. */
export function PagamentosAbertosPage() {
  return <UnderConstructionPage />;
}
