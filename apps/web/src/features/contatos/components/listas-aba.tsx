import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CONTATO_MESSAGES,
  type EmissaoDoBeneficiario,
  type MilhaValidadaDoContato,
} from '@skyler/domain/contatos';
import { EMISSAO_STATUS, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { SERVICO_STATUS } from '@skyler/domain/servicos';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useAbaDoContato } from '../api/get-abas.ts';

type Coluna<T> = [header: string, render: (row: T) => ReactNode];

function Lista<T extends { id: number }>({
  label,
  rows,
  loading,
  vazio,
  colunas,
}: {
  label: string;
  rows: T[] | undefined;
  loading: boolean;
  vazio: string;
  colunas: Coluna<T>[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {!loading && (rows ?? []).length === 0 ? (
        <Typography color="text.secondary">{vazio}</Typography>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {colunas.map(([header]) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={row.id}>
                {colunas.map(([header, render]) => (
                  <TableCell key={header}>{render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

const id = (valor: number | null) => (valor === null ? '-' : formatId(valor));

const MILHAS: Coluna<MilhaValidadaDoContato>[] = [
  ['Emissão', (m) => id(m.emissao)],
  ['Criação da emissão', (m) => formatDateTime(m.emissao_created_at)],
  ['Conta fidelidade', (m) => m.conta_fidelidade ?? '-'],
  ['Provedor', (m) => m.provedor ?? '-'],
  ['Cotação', (m) => id(m.cotacao)],
  ['Venda', (m) => id(m.venda)],
  ['Serviço', (m) => id(m.servico)],
];

export function MilhasValidadasAba({ contatoId }: { contatoId: number }) {
  const query = useAbaDoContato(contatoId, 'milhas-validadas');
  return (
    <Lista
      label="Milhas validadas"
      rows={query.data}
      loading={query.isLoading}
      vazio={CONTATO_MESSAGES.nenhumaMilhaValidada}
      colunas={MILHAS}
    />
  );
}

const EMISSOES: Coluna<EmissaoDoBeneficiario>[] = [
  [
    'ID',
    (e) => (
      <Link component={RouterLink} to={pathTo('emissao', { id: e.id })}>
        {formatId(e.id)}
      </Link>
    ),
  ],
  ['Venda', (e) => id(e.venda)],
  ['Orçamento', (e) => id(e.orcamento)],
  ['Cotação', (e) => id(e.cotacao)],
  ['Serviço', (e) => id(e.servico)],
  ['Cliente', (e) => e.cliente ?? '-'],
  [
    'Status',
    (e) => <StatusChip label={EMISSAO_STATUS.label(e.status)} color={EMISSAO_STATUS.cor(e.status)} />,
  ],
  ['Status do serviço', (e) => (e.status_servico ? SERVICO_STATUS.label(e.status_servico) : '-')],
  ['Conclusão', (e) => formatDateTime(e.data_conclusao)],
  ['Criação', (e) => formatDateTime(e.created_at)],
  ['Tipo', (e) => (TIPOS_EMISSAO.is(e.tipo) ? TIPOS_EMISSAO.label(e.tipo) : e.tipo)],
  ['Ida', (e) => formatDate(e.data_ida)],
];

export function EmissoesBeneficiarioAba({ contatoId }: { contatoId: number }) {
  const query = useAbaDoContato(contatoId, 'emissoes-beneficiario');
  return (
    <Lista
      label="Emissões como PAX"
      rows={query.data}
      loading={query.isLoading}
      vazio={CONTATO_MESSAGES.nenhumaEmissao}
      colunas={EMISSOES}
    />
  );
}
