import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatCpf, formatDate } from '@skyler/domain/formatters-basicos';
import type { Beneficiario } from '@skyler/domain/servicos';

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
