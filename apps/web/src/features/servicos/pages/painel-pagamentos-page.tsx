import { UnderConstructionPage } from '../../../app/under-construction-page.tsx';

/** The payment panel. */
export function PainelPagamentosPage() {
  return <UnderConstructionPage />;
}
