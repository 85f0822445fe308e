import { UnderConstructionPage } from '../../../app/under-construction-page.tsx';

/** The global Serviços list. */
export function ServicosPage() {
  return <UnderConstructionPage />;
}
