import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  podeCancelarServicos,
  podeFaturarServicos,
  SERVICO_MESSAGES,
  type ServicoView,
} from '@skyler/domain/servicos';
import { useState } from 'react';
import { servicosKeys } from '../../../api/servicos-keys.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Secao } from '../../../components/secao.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { BeneficiariosDialog } from '../components/beneficiarios-dialog.tsx';
import { BoasPraticasDialog } from '../components/boas-praticas-dialog.tsx';
import { CancelarServicoDialog } from '../components/cancelar-servico-dialog.tsx';
import { PlanilhaFaturaDialog } from '../components/planilha-fatura-dialog.tsx';
import { ServicoDetalhesDialog } from '../components/servico-detalhes-dialog.tsx';
import { colunasServico } from '../components/servicos-colunas.tsx';

/** Money first: the amounts stay in view on a 1366-px screen. */
const COLUNAS_PAINEL = [
  'id',
  'venda',
  'cliente',
  'status',
  'total',
  'pago',
  'pagamento',
  'cotacao',
  'consultor',
  'criado',
  'acoes',
] as const;

/** The panel's two lists: services awaiting payment and services validated for issuance. */
export const PAINEL_PATHS = {
  pagamento: '/api/servicos/pagamento/',
  validados: '/api/servicos/validation_emissao/',
} as const;

/** One of the panel's lists, keyed under `servicos` so that invoicing, cancelling or a spreadsheet refreshes it. */
function usePainelLista(path: string) {
  return usePagedQuery<ServicoView, 'servicos'>({
    area: servicosKeys.all[0],
    path,
    listKey: 'servicos',
    filterKeys: [],
    estado: 'local',
  });
}

export const PAINEL_TEXTS = {
  titulo: 'Autorizações de Pagamentos',
  esperando: 'Serviços esperando pagamento',
  validados: 'Serviços validados',
  planilha: 'Planilha Fatura',
} as const;

/**
 * The payment panel (part 2 §2): services awaiting payment (invoice with the best-practices dialog,
 * cancel, beneficiaries) and validated services, 15 per page each, and the Planilha Fatura upload.
 */
export function PainelPagamentosPage() {
  const user = useCurrentUser();
  // two lists on one page: neither owns the address, each keeps its page to itself
  const esperando = usePainelLista(PAINEL_PATHS.pagamento);
  const validados = usePainelLista(PAINEL_PATHS.validados);
  useErrorToast(esperando.error ?? validados.error, SERVICO_MESSAGES.erroCarregar, { withDetail: false });
  const [faturando, setFaturando] = useState<ServicoView | null>(null);
  const [cancelando, setCancelando] = useState<ServicoView | null>(null);
  const [beneficiarios, setBeneficiarios] = useState<ServicoView | null>(null);
  const [detalhes, setDetalhes] = useState<ServicoView | null>(null);
  const [planilha, setPlanilha] = useState(false);

  const colunasEsperando = colunasServico(COLUNAS_PAINEL, {
    onDetalhes: setDetalhes,
    onBeneficiarios: setBeneficiarios,
    onFaturar: podeFaturarServicos(user) ? setFaturando : undefined,
    onCancelar: podeCancelarServicos(user) ? setCancelando : undefined,
  });
  const colunasValidados = colunasServico(COLUNAS_PAINEL, {
    onDetalhes: setDetalhes,
    onBeneficiarios: setBeneficiarios,
  });

  return (
    <>
      <PageHeader
        title={PAINEL_TEXTS.titulo}
        breadcrumbs={[{ label: PAINEL_TEXTS.titulo }]}
        actions={
          <Button variant="contained" startIcon={<UploadFile />} onClick={() => setPlanilha(true)}>
            {PAINEL_TEXTS.planilha}
          </Button>
        }
      />
      <Secao titulo={PAINEL_TEXTS.esperando}>
        {
          <Box sx={TABELA_COMPACTA}>
            <DataTable
              aria-label={PAINEL_TEXTS.esperando}
              columns={colunasEsperando}
              lista={esperando}
              emptyText={SERVICO_MESSAGES.naoEncontrados}
            />
          </Box>
        }
      </Secao>
      <Secao titulo={PAINEL_TEXTS.validados}>
        {
          <Box sx={TABELA_COMPACTA}>
            <DataTable
              aria-label={PAINEL_TEXTS.validados}
              columns={colunasValidados}
              lista={validados}
              emptyText={SERVICO_MESSAGES.naoEncontrados}
            />
          </Box>
        }
      </Secao>
      <BoasPraticasDialog servico={faturando} onClose={() => setFaturando(null)} />
      <CancelarServicoDialog servico={cancelando} onClose={() => setCancelando(null)} />
      <BeneficiariosDialog servico={beneficiarios} onClose={() => setBeneficiarios(null)} />
      <ServicoDetalhesDialog servico={detalhes} onClose={() => setDetalhes(null)} />
      <PlanilhaFaturaDialog open={planilha} onClose={() => setPlanilha(false)} />
    </>
  );
}
