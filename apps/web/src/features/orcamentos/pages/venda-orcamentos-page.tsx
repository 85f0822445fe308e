import { useParams } from 'react-router';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { OrcamentosVenda } from '../components/orcamentos-venda.tsx';

/** The sale's quote-request tab. */
export function VendaOrcamentosPage() {
  const id = Number(useParams().id);
  return (
    <VendaLayout current="venda-orcamentos">
      <OrcamentosVenda venda={id} />
    </VendaLayout>
  );
}
