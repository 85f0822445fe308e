import Add from '@mui/icons-material/Add';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TextSnippet from '@mui/icons-material/TextSnippet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { COTACAO_MESSAGES, type CotacaoSaveInput } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';
import { ORCAMENTO_MESSAGES, orcamentoAberto } from '@skyler/domain/orcamentos-regras';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../lib/toast.tsx';
import { invalidateCotacoes } from '../api/cotacoes-keys.ts';
import { useCotacoesDoOrcamento } from '../api/get-cotacoes-orcamento.ts';
import { BuscaMoblixDialog } from './busca-moblix-dialog.tsx';
import { CotacaoDialog } from './cotacao-dialog.tsx';
import { CotacoesTable } from './cotacoes-table.tsx';
import { PdfDialog } from './pdf-dialog.tsx';
import { avisosDoPnr, inicialDoPnr, PnrDialog } from './pnr-dialog.tsx';

export const PANEL_TEXTS = {
  titulo: 'Cotações',
  adicionar: 'Adicionar cotação',
  pnr: 'Cotação por PNR',
  pdf: 'Exportar PDF',
  moblix: 'Busca Moblix',
  vazio: 'Nenhuma cotação para esse orçamento.',
} as const;

type Aberto = 'nova' | 'pnr' | 'pdf' | 'moblix' | null;

/**
 * The quotes of one request on its detail page: the table and the request's quote actions (add quotes,
 * PNR quote, export PDF, Moblix search), all four only while it is open; PNR and Moblix for flights.
 */
export function OrcamentoCotacoesPanel({ orcamento }: { orcamento: Orcamento }) {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const tituloId = useId();
  const cotacoes = useCotacoesDoOrcamento(orcamento.id);
  const [aberto, setAberto] = useState<Aberto>(null);
  const [inicial, setInicial] = useState<Partial<CotacaoSaveInput> | null>(null);
  const [selecionadas, setSelecionadas] = useState<number[]>([]);
  const podeCotar = orcamentoAberto(orcamento);
  const isVoo = orcamento.tipo_servico === 'orcamento_voo';
  const lista = cotacoes.data ?? [];

  return (
    <Box component="section" aria-labelledby={tituloId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={tituloId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {PANEL_TEXTS.titulo}
        </Typography>
        {podeCotar ? (
          <>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => {
                setInicial(null);
                setAberto('nova');
              }}
            >
              {PANEL_TEXTS.adicionar}
            </Button>
            {isVoo ? (
              <Button variant="outlined" startIcon={<TextSnippet />} onClick={() => setAberto('pnr')}>
                {PANEL_TEXTS.pnr}
              </Button>
            ) : null}
            <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => setAberto('pdf')}>
              {PANEL_TEXTS.pdf}
            </Button>
            {isVoo ? (
              <Button variant="outlined" startIcon={<FlightTakeoff />} onClick={() => setAberto('moblix')}>
                {PANEL_TEXTS.moblix}
              </Button>
            ) : null}
          </>
        ) : null}
      </Box>
      {!podeCotar ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {COTACAO_MESSAGES.orcamentoFechado}
        </Alert>
      ) : null}
      {cotacoes.isError ? (
        <Alert severity="error">{ORCAMENTO_MESSAGES.erroCotacoes}</Alert>
      ) : (
        <CotacoesTable
          cotacoes={lista}
          orcamento={orcamento}
          loading={cotacoes.isLoading}
          emptyText={PANEL_TEXTS.vazio}
          {...(podeCotar ? { selecionadas, onSelecionadasChange: setSelecionadas } : {})}
        />
      )}
      <CotacaoDialog
        open={aberto === 'nova'}
        orcamento={orcamento}
        cotacao={null}
        inicial={inicial}
        onClose={(salva) => {
          setAberto(null);
          setInicial(null);
          if (salva) void invalidateCotacoes(client);
        }}
      />
      {aberto === 'pnr' ? (
        <PnrDialog
          open
          viagem={orcamento.orcamento_voo}
          onClose={() => setAberto(null)}
          onConvertido={(convertido) => {
            setInicial(inicialDoPnr(convertido));
            setAberto('nova');
            for (const aviso of avisosDoPnr(convertido)) enqueueSnackbar(aviso, { variant: 'warning' });
          }}
        />
      ) : null}
      {aberto === 'pdf' ? (
        <PdfDialog
          open
          venda={orcamento.venda}
          orcamento={orcamento.id}
          cotacoes={lista}
          selecionadasIniciais={selecionadas}
          onClose={() => setAberto(null)}
        />
      ) : null}
      {aberto === 'moblix' ? (
        <BuscaMoblixDialog open orcamento={orcamento.id} onClose={() => setAberto(null)} />
      ) : null}
    </Box>
  );
}
