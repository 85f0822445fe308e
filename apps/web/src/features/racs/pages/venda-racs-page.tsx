import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { podeAlterarStatusRac, RAC_MESSAGES, type RacView } from '@skyler/domain/racs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useRacsDaVenda } from '../api/get-racs-venda.ts';
import { NovaRacDialog } from '../components/nova-rac-dialog.tsx';
import { RacDocumentosDialog } from '../components/rac-documentos-dialog.tsx';
import { RacProtocolosDialog } from '../components/rac-protocolos-dialog.tsx';
import { RacServicosDialog } from '../components/rac-servicos-dialog.tsx';
import { RacStatusDialog } from '../components/rac-status-dialog.tsx';
import { colunasRacsDaVenda } from '../components/racs-colunas.tsx';
import { VisualizarRacDialog } from '../components/visualizar-rac-dialog.tsx';

export const NOVA_RAC_BOTAO = 'Nova R.A.C.';

type Dialogo = 'visualizar' | 'servicos' | 'documentos' | 'protocolos' | 'status';

/**
 * The sale's RACs tab (part 2 §2): each RAC with its view, related services, documents, protocols and the
 * finance team's status change; Nova R.A.C. opens one on a concluded issuance.
 */
export function VendaRacsPage() {
  const venda = Number(useParams().id);
  const user = useCurrentUser();
  const racs = useRacsDaVenda(venda);
  useErrorToast(racs.error, RAC_MESSAGES.erroCarregar, { withDetail: false });
  const [aberto, setAberto] = useState<{ dialogo: Dialogo; rac: RacView } | null>(null);
  const [nova, setNova] = useState(false);
  const abrir = (dialogo: Dialogo) => (rac: RacView) => setAberto({ dialogo, rac });
  // the dialogs show the RAC as last read, so a change made in one is seen in the others
  const atual = aberto ? ((racs.data ?? []).find((r) => r.id === aberto.rac.id) ?? aberto.rac) : null;
  const racDe = (dialogo: Dialogo) => (aberto?.dialogo === dialogo ? atual : null);
  const fechar = () => setAberto(null);
  const columns = colunasRacsDaVenda({
    onVisualizar: abrir('visualizar'),
    onServicos: abrir('servicos'),
    onDocumentos: abrir('documentos'),
    onProtocolos: abrir('protocolos'),
    onStatus: abrir('status'),
    podeAlterarStatus: podeAlterarStatusRac(user),
  });
  return (
    <VendaLayout current="venda-racs">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setNova(true)}>
          {NOVA_RAC_BOTAO}
        </Button>
      </Box>
      <Box sx={TABELA_COMPACTA}>
        <DataTable
          aria-label="RACs da venda"
          columns={columns}
          rows={racs.data ?? []}
          loading={racs.isFetching}
          error={racs.error}
          emptyText={RAC_MESSAGES.vendaVazia}
        />
      </Box>
      <VisualizarRacDialog rac={racDe('visualizar')} onClose={fechar} />
      <RacServicosDialog rac={racDe('servicos')} onClose={fechar} />
      <RacDocumentosDialog rac={racDe('documentos')} onClose={fechar} />
      <RacProtocolosDialog rac={racDe('protocolos')} onClose={fechar} />
      <RacStatusDialog rac={racDe('status')} onClose={fechar} />
      {nova ? <NovaRacDialog venda={venda} onClose={() => setNova(false)} /> : null}
    </VendaLayout>
  );
}
