import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONTATO_MESSAGES, nomeCompleto, type VendaDoContato } from '@skyler/domain/contatos';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { baixarArquivo } from '../../../lib/baixar-arquivo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useGerarFatura } from '../api/gerar-fatura.ts';
import { useAbaDoContato } from '../api/get-abas.ts';

const nomeUsuario = (u: { nome: string; sobrenome: string } | null) =>
  u ? `${u.nome} ${u.sobrenome}`.trim() : '-';

/** Vendas of the contact: the last consultant, the sales with selection and Gerar Fatura (PDF). */
export function VendasAba({ contatoId }: { contatoId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const vendas = useAbaDoContato(contatoId, 'vendas');
  const fatura = useGerarFatura();
  const [selecionadas, setSelecionadas] = useState<Set<number>>(new Set());
  const lista: VendaDoContato[] = vendas.data ?? [];
  const ultima = [...lista].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  const alternar = (id: number) =>
    setSelecionadas((atual) => {
      const proxima = new Set(atual);
      if (!proxima.delete(id)) proxima.add(id);
      return proxima;
    });
  const gerar = () => {
    if (selecionadas.size === 0) {
      enqueueSnackbar(CONTATO_MESSAGES.selecioneVenda, { variant: 'warning' });
      return;
    }
    fatura.mutate(
      { contatoId, vendas: [...selecionadas] },
      {
        onSuccess: (blob) => {
          baixarArquivo(blob, `fatura-contato-${formatId(contatoId)}.pdf`);
          enqueueSnackbar(CONTATO_MESSAGES.faturaGerada, { variant: 'success' });
        },
        onError: (error) =>
          enqueueSnackbar(isApiError(error) ? error.detail : CONTATO_MESSAGES.erroFatura, {
            variant: 'error',
          }),
      },
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography>
          Último consultor: <strong>{nomeUsuario(ultima?.consultor ?? null)}</strong>
        </Typography>
        <Button variant="contained" loading={fatura.isPending} onClick={gerar}>
          Gerar Fatura
        </Button>
      </Stack>
      {!vendas.isLoading && lista.length === 0 ? (
        <Typography color="text.secondary">{CONTATO_MESSAGES.nenhumaVenda}</Typography>
      ) : (
        <Table size="small" aria-label="Vendas do contato">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>ID</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Cliente</TableCell>
              <TableCell>Indicação</TableCell>
              <TableCell>Consultor</TableCell>
              <TableCell>Abertura</TableCell>
              <TableCell align="center">Serviços</TableCell>
              <TableCell align="right">Faturado</TableCell>
              <TableCell align="right">Pago</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.map((venda) => (
              <TableRow key={venda.id} hover selected={selecionadas.has(venda.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selecionadas.has(venda.id)}
                    onChange={() => alternar(venda.id)}
                    slotProps={{ input: { 'aria-label': `Selecionar venda ${formatId(venda.id)}` } }}
                  />
                </TableCell>
                <TableCell>
                  <RouterLink to={pathTo('venda-info', { id: venda.id })}>{formatId(venda.id)}</RouterLink>
                </TableCell>
                <TableCell>
                  <StatusChip
                    label={VENDA_STATUS.label(venda.status)}
                    color={VENDA_STATUS.cor(venda.status)}
                  />
                </TableCell>
                <TableCell>{venda.cliente_empresa?.nome ?? nomeCompleto(venda.cliente)}</TableCell>
                <TableCell>{nomeCompleto(venda.indicacao) || '-'}</TableCell>
                <TableCell>{nomeUsuario(venda.consultor)}</TableCell>
                <TableCell>{formatDateTime(venda.created_at)}</TableCell>
                <TableCell align="center">{venda.num_servicos}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(venda.valor_faturado)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(venda.valor_pago)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
