import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { podeVerResultadoDaVenda } from '@skyler/domain/precos/resultado';
import { formatMeioContato, resumoBoasPraticas, VENDA_MESSAGES, VENDA_STATUS } from '@skyler/domain/vendas';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useServicosDaVenda } from '../../../api/get-servicos-venda.ts';
import { nomeUsuario } from '../../../api/get-usuarios.ts';
import { useVenda } from '../../../api/get-venda.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { ResultadoVenda } from '../components/resultado-venda.tsx';
import { VendaLayout } from '../components/venda-layout.tsx';
import { clienteDaVenda } from '../lib/cliente-da-venda.ts';

function Campo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

export function VendaInfoPage() {
  const id = Number(useParams().id);
  const { data: v } = useVenda(id);
  const { enqueueSnackbar } = useSnackbar();
  const user = useCurrentUser();
  const servicos = useServicosDaVenda(id);
  const boas = resumoBoasPraticas(servicos.data ?? []);
  const cancelada = v?.status === 'fechada' || v?.status === 'cancelada';
  return (
    <VendaLayout current="venda-info">
      {v ? (
        <>
          {cancelada ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              Motivo do cancelamento: {v.motivo_cancelamento ?? '-'} — última edição por{' '}
              {nomeUsuario(v.last_edited_by)}
            </Alert>
          ) : null}
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            <Campo label="Número">{v.id}</Campo>
            <Campo label="Status">
              <StatusChip label={VENDA_STATUS.label(v.status)} color={VENDA_STATUS.cor(v.status)} />
            </Campo>
            <Campo label={v.cliente_empresa ? 'Empresa' : 'Cliente'}>
              {v.cliente_empresa ? (
                <Link component={RouterLink} to={pathTo('empresa', { id: v.cliente_empresa.id })}>
                  {clienteDaVenda(v)}
                </Link>
              ) : v.cliente ? (
                <Link component={RouterLink} to={pathTo('cliente', { id: v.cliente.id })}>
                  {clienteDaVenda(v)}
                </Link>
              ) : (
                '-'
              )}
            </Campo>
            <Campo label="Consultor">{nomeUsuario(v.consultor)}</Campo>
            <Campo label="SDR">{nomeUsuario(v.sdr)}</Campo>
            <Campo label="Criada por">{nomeUsuario(v.created_by)}</Campo>
            <Campo label="Concluída por">{nomeUsuario(v.concluida_por)}</Campo>
            <Campo label="Cancelada por">{nomeUsuario(v.cancelado_por)}</Campo>
            <Campo label="Meio de contato">
              {v.meio_contato_valor ? (
                <Link
                  component="button"
                  sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(v.meio_contato_valor ?? '')
                      .then(() => enqueueSnackbar(VENDA_MESSAGES.copiado, { variant: 'success' }))
                  }
                >
                  {`${v.meio_contato_tipo ?? ''}: ${formatMeioContato(v.meio_contato_tipo, v.meio_contato_valor)}`}
                </Link>
              ) : (
                '-'
              )}
            </Campo>
            <Campo label="Data de abertura">{formatDateTime(v.created_at)}</Campo>
            <Campo label="Última modificação">{formatDateTime(v.updated_at)}</Campo>
            <Campo label="Manual de boas práticas">
              {servicos.isError
                ? '-'
                : servicos.data
                  ? `${boas.seguiram}/${boas.total} serviços — ${boas.situacao}`
                  : 'Carregando...'}
            </Campo>
          </Paper>
          {podeVerResultadoDaVenda(user, v.consultor?.id) ? <ResultadoVenda venda={v.id} /> : null}
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Campo label="Anotações">
              <Box sx={{ whiteSpace: 'pre-wrap' }}>{v.anotacoes || '-'}</Box>
            </Campo>
          </Paper>
        </>
      ) : (
        <Typography color="text.secondary">Carregando...</Typography>
      )}
    </VendaLayout>
  );
}
