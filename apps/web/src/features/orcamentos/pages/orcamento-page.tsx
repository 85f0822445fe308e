import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { Orcamento } from '@skyler/domain/orcamentos';
import {
  ORCAMENTO_MESSAGES as M,
  ORCAMENTO_STATUS,
  orcamentoAberto,
  podeEditarOrcamento,
  TIPOS_ORCAMENTO,
} from '@skyler/domain/orcamentos-regras';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { PageNotFoundError, parseRouteId, throwIfNotFound } from '../../../lib/page-errors.ts';
import { OrcamentoCotacoesPanel } from '../../cotacoes/index.ts';
import { useOrcamento } from '../api/get-orcamento.ts';
import { OrcamentoDetalhes } from '../components/orcamento-detalhes.tsx';
import { mensagemDeFalha, useOrcamentoAcoes } from '../components/use-orcamento-acoes.tsx';

function Info({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {rotulo}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

const quemEQuando = (pessoa: Orcamento['created_by'], quando: string | null) =>
  pessoa || quando
    ? [nomeCompleto(pessoa), formatDateTime(quando)].filter((t) => t && t !== '-').join(' em ')
    : '-';

function Resumo({ orcamento }: { orcamento: Orcamento }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <Info rotulo="Tipo">{TIPOS_ORCAMENTO.label(orcamento.tipo_servico)}</Info>
        <Info rotulo="Status">
          <StatusChip
            label={ORCAMENTO_STATUS.label(orcamento.status)}
            color={ORCAMENTO_STATUS.cor(orcamento.status)}
          />
        </Info>
        <Info rotulo="Venda">
          <Link component={RouterLink} to={pathTo('venda-orcamentos', { id: orcamento.venda })}>
            {`Venda ${formatId(orcamento.venda)}`}
          </Link>
        </Info>
        <Info rotulo="Solicitado por">{quemEQuando(orcamento.created_by, orcamento.created_at)}</Info>
        {orcamento.status === 'fechado' ? (
          <Info rotulo="Finalizado por">{quemEQuando(orcamento.fechado_por, orcamento.fechado_em)}</Info>
        ) : (
          <Info rotulo="Última alteração">
            {formatDateTime(orcamento.alterado_em ?? orcamento.updated_at)}
          </Info>
        )}
      </Box>
      <Info rotulo="Descrição">{orcamento.descricao}</Info>
      <Divider sx={{ my: 2 }} />
      <OrcamentoDetalhes orcamento={orcamento} />
    </Paper>
  );
}

/** A quote request (route orcamento, part 1 §2): what was asked, its actions, and its quotes below. */
export function OrcamentoPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) throw new PageNotFoundError(M.naoEncontrado);
  return <OrcamentoDoId id={id} />;
}

function OrcamentoDoId({ id }: { id: number }) {
  const navigate = useNavigate();
  const orcamento = useOrcamento(id);
  throwIfNotFound(orcamento.error, M.naoEncontrado);
  const acoes = useOrcamentoAcoes({
    onExcluido: (o) => navigate(pathTo('venda-orcamentos', { id: o.venda })),
  });
  const o = orcamento.data;
  return (
    <>
      <PageHeader
        title={`Orçamento ${formatId(id)}`}
        breadcrumbs={[{ label: 'Orçamentos', to: pathTo('orcamentos') }, { label: formatId(id) }]}
        actions={
          o ? (
            <>
              <Button
                variant="outlined"
                startIcon={<Edit />}
                disabled={!podeEditarOrcamento(o, o.venda_status)}
                onClick={() => acoes.pedirEdicao(o)}
              >
                Editar
              </Button>
              <Button
                variant="contained"
                color="success"
                startIcon={<CheckCircle />}
                disabled={!orcamentoAberto(o)}
                onClick={() => acoes.pedirFinalizar(o)}
              >
                Finalizar
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<Delete />}
                onClick={() => acoes.pedirExclusao(o)}
              >
                Excluir
              </Button>
            </>
          ) : null
        }
      />
      {orcamento.isLoading ? <LinearProgress aria-label="Carregando..." /> : null}
      {orcamento.error ? (
        <Alert severity="error">{mensagemDeFalha(M.erroObter, orcamento.error)}</Alert>
      ) : null}
      {o ? (
        <>
          <Resumo orcamento={o} />
          <OrcamentoCotacoesPanel orcamento={o} />
        </>
      ) : null}
      {acoes.dialogs}
    </>
  );
}
