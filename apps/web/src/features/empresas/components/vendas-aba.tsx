import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { Link } from 'react-router';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useVendasDaEmpresa } from '../api/relacoes.ts';

const nomeUsuario = (u: { nome: string; sobrenome: string } | null) =>
  u ? `${u.nome} ${u.sobrenome}`.trim() : '-';

/** Vendas: the company's sales; the id opens the sale. */
export function VendasAba({ empresaId }: { empresaId: number }) {
  const vendas = useVendasDaEmpresa(empresaId);
  const lista = vendas.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {!vendas.isLoading && lista.length === 0 ? (
        <Typography color="text.secondary">{EMPRESA_MESSAGES.nenhumaVenda}</Typography>
      ) : (
        <Table size="small" aria-label="Vendas da empresa">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>Status</TableCell>
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
              <TableRow key={venda.id} hover>
                <TableCell>
                  <Link to={pathTo('venda-info', { id: venda.id })}>{formatId(venda.id)}</Link>
                </TableCell>
                <TableCell>
                  <StatusChip
                    label={VENDA_STATUS.label(venda.status)}
                    color={VENDA_STATUS.cor(venda.status)}
                  />
                </TableCell>
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
