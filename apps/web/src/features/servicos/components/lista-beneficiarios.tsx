import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatCpf, formatDate, formatId } from '@skyler/domain/formatters-basicos';
import type { Beneficiario } from '@skyler/domain/servicos';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pathTo } from '../../../config/routes.ts';

/** The beneficiaries of a service, read-only: who, CPF, birth date and the flight or room details. */
export function ListaBeneficiarios({
  beneficiarios,
  tipoServico,
}: {
  beneficiarios: readonly Beneficiario[];
  tipoServico: string;
}) {
  const voo = tipoServico === 'orcamento_voo';
  const hotel = tipoServico === 'orcamento_hotel';
  return (
    <Table size="small" aria-label="Beneficiários">
      <TableHead>
        <TableRow>
          <TableCell>Nome</TableCell>
          <TableCell>CPF</TableCell>
          <TableCell>Nascimento</TableCell>
          {voo ? (
            <>
              <TableCell>Assento</TableCell>
              <TableCell>Tipo de assento</TableCell>
              <TableCell>Bagagem</TableCell>
            </>
          ) : null}
          {hotel ? <TableCell>Tipo de quarto</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {beneficiarios.map((b) => (
          <TableRow key={b.id}>
            <TableCell>{nomeCompleto(b.contato)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCpf(b.contato.cpf)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(b.contato.data_nascimento)}</TableCell>
            {voo ? (
              <>
                <TableCell>{b.assento ?? '-'}</TableCell>
                <TableCell>{b.tipo_assento ?? '-'}</TableCell>
                <TableCell>{b.bagagem ?? '-'}</TableCell>
              </>
            ) : null}
            {hotel ? <TableCell>{b.tipo_quarto ?? '-'}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The beneficiaries of a client's services as a paged table's columns (part 2 §3 Beneficiary: contato, servico,
 * assento, tipo_assento, bagagem, tipo_quarto), the person leading to the contact.
 */
export function colunasBeneficiario(): DataTableColumn<Beneficiario>[] {
  const texto = (valor: string | null) => valor ?? '-';
  return [
    {
      key: 'contato',
      header: 'Beneficiário',
      render: (b) => (
        <Link component={RouterLink} to={pathTo('cliente', { id: b.contato.id })}>
          {nomeCompleto(b.contato)}
        </Link>
      ),
      layout: 'wrap',
    },
    { key: 'cpf', header: 'CPF', render: (b) => formatCpf(b.contato.cpf) },
    { key: 'servico', header: 'Serviço', render: (b) => (b.servico === null ? '-' : formatId(b.servico)) },
    { key: 'assento', header: 'Assento', render: (b) => texto(b.assento) },
    { key: 'tipo_assento', header: 'Tipo de assento', render: (b) => texto(b.tipo_assento) },
    { key: 'bagagem', header: 'Bagagem', render: (b) => texto(b.bagagem) },
    { key: 'tipo_quarto', header: 'Tipo de quarto', render: (b) => texto(b.tipo_quarto) },
  ];
}
