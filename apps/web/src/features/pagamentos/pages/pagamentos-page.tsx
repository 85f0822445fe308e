import { UnderConstructionPage } from '../../../app/under-construction-page.tsx';

/** The Pagamentos list. */
export function PagamentosPage() {
  return <UnderConstructionPage />;
}
