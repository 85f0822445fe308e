import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { podeVerResultadoDaVenda } from '@skyler/domain/precos/resultado';
import type { ServicoView } from '@skyler/domain/servicos';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useResultadoVenda } from '../../../api/get-resultado-venda.ts';
import { Money } from '../../../components/money.tsx';
import { ReceitaPropriaBloco } from '../../../components/receita-propria.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { NfseDoServico } from '../../nfse/index.ts';
import { clienteDoServico, condicaoDoServico, responsavelDoServico } from '../lib/servico-texto.ts';
import { SEM_BENEFICIARIOS } from './beneficiarios-dialog.tsx';
import { ListaBeneficiarios } from './lista-beneficiarios.tsx';
import { ServicoStatusChip } from './servico-status-chip.tsx';
import { CUSTO_MILHAS_TEXTS, CustoMilhas } from './servicos-colunas.tsx';

export const DETALHES_TEXTS = {
  titulo: (id: number) => `Serviço ${formatId(id)}`,
  fatura: 'Fatura (PDF)',
} as const;

function Campo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

function boasPraticas(servico: ServicoView): string {
  if (servico.seguiu_manual_boas_praticas === null) return '-';
  if (servico.seguiu_manual_boas_praticas) return 'Seguiu';
  return `Não seguiu: ${servico.motivo_nao_seguimento_boas_praticas ?? '-'}`;
}

/** Everything about one service (the lists' details dialog). */
/** The service's own revenue, from its sale's result, for whoever may see that result (decision 0091). */
function ReceitaPropriaDoServico({ servico }: { servico: ServicoView }) {
  const user = useCurrentUser();
  const pode = podeVerResultadoDaVenda(user, servico.venda.consultor?.id ?? null);
  const resultado = useResultadoVenda(servico.venda.id, pode);
  const receita = resultado.data?.servicos.find((s) => s.id === servico.id)?.receita_propria;
  return receita ? <ReceitaPropriaBloco receita={receita} /> : null;
}

export function ServicoDetalhesDialog({
  servico: aberto,
  onClose,
}: {
  servico: ServicoView | null;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const titleId = useId();
  return (
    <Dialog open={aberto !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{servico ? DETALHES_TEXTS.titulo(servico.id) : ''}</DialogTitle>
      {servico ? (
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
              mb: 2,
            }}
          >
            <Campo label="Status">
              <ServicoStatusChip status={servico.status} />
            </Campo>
            <Campo label="Venda">
              <Link component={RouterLink} to={pathTo('venda-info', { id: servico.venda.id })}>
                {formatId(servico.venda.id)}
              </Link>
            </Campo>
            <Campo label="Cliente">{clienteDoServico(servico)}</Campo>
            <Campo label="Consultor">{nomeCompleto(servico.venda.consultor) || '-'}</Campo>
            <Campo label="Cotação">{`${formatId(servico.cotacao.id)} · ${servico.cotacao.descricao}`}</Campo>
            <Campo label="Tipo">{TIPOS_ORCAMENTO.label(servico.cotacao.tipo_servico)}</Campo>
            <Campo label="Pagamento">{condicaoDoServico(servico)}</Campo>
            <Campo label="Entrada">
              <Money value={servico.valor_entrada} />
            </Campo>
            <Campo label="Desconto">
              <Money value={servico.desconto} />
            </Campo>
            <Campo label="Valor total">
              <Money value={servico.valor_total} />
            </Campo>
            <Campo label="Valor pago">
              <Money value={servico.valor_pago} />
            </Campo>
            {servico.status === 'emissao' ? (
              <Campo label={CUSTO_MILHAS_TEXTS.titulo}>
                <CustoMilhas servico={servico} />
              </Campo>
            ) : null}
            <Campo label="Responsável financeiro">{responsavelDoServico(servico)}</Campo>
            <Campo label="Criado por">{nomeCompleto(servico.created_by) || '-'}</Campo>
            <Campo label="Criado em">{formatDateTime(servico.created_at)}</Campo>
            <Campo label="Faturado por">{nomeCompleto(servico.faturado_por) || '-'}</Campo>
            <Campo label="Faturado em">{formatDateTime(servico.faturado_em)}</Campo>
            <Campo label="Manual de boas práticas">{boasPraticas(servico)}</Campo>
            <Campo label="Validado por">{nomeCompleto(servico.validado_por) || '-'}</Campo>
            {servico.status === 'cancelado' ? (
              <>
                <Campo label="Cancelado por">{nomeCompleto(servico.cancelado_por) || '-'}</Campo>
                <Campo label="Cancelado em">{formatDateTime(servico.cancelado_em)}</Campo>
                <Campo label="Motivo do cancelamento">{servico.motivo_cancelamento ?? '-'}</Campo>
              </>
            ) : null}
            {servico.fatura_pdf_url ? (
              <Campo label="Fatura">
                <Link href={servico.fatura_pdf_url} target="_blank" rel="noopener">
                  {DETALHES_TEXTS.fatura}
                </Link>
              </Campo>
            ) : null}
          </Box>
          <Box sx={{ mb: 2 }}>
            <NfseDoServico servico={servico.id} cancelado={servico.status === 'cancelado'} />
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Beneficiários
          </Typography>
          {servico.beneficiarios.length === 0 ? (
            <Typography variant="body2">{SEM_BENEFICIARIOS}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <ListaBeneficiarios
                beneficiarios={servico.beneficiarios}
                tipoServico={servico.cotacao.tipo_servico}
              />
            </Box>
          )}
          <ReceitaPropriaDoServico servico={servico} />
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
