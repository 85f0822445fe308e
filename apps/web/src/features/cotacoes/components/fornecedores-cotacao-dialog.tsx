import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { COTACAO_MESSAGES, type CotacaoView } from '@skyler/domain/cotacoes';
import {
  EMPTY_DISPLAY,
  formatCnpj,
  formatCpf,
  formatId,
  formatPhone,
  type TelefoneLike,
} from '@skyler/domain/formatters';
import { useId } from 'react';

const COLUNAS = ['Número', 'Nome', 'CNPJ', 'CPF', 'E-mail', 'Telefone'] as const;

const telefoneDe = (telefone: unknown) =>
  typeof telefone === 'string' || (typeof telefone === 'object' && telefone !== null)
    ? formatPhone(telefone as TelefoneLike | string)
    : EMPTY_DISPLAY;

/** The suppliers of a quote and of its tickets (part 1 §2), or 'Nenhum fornecedor associado'. */
export function FornecedoresCotacaoDialog({
  cotacao,
  onClose,
}: {
  cotacao: CotacaoView | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const fornecedores = cotacao?.fornecedores ?? [];
  return (
    <Dialog open={cotacao !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Fornecedores da cotação {formatId(cotacao?.id)}</DialogTitle>
      <DialogContent dividers>
        {fornecedores.length === 0 ? (
          <DialogContentText>{COTACAO_MESSAGES.semFornecedores}</DialogContentText>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Fornecedores">
              <TableHead>
                <TableRow>
                  {COLUNAS.map((coluna) => (
                    <TableCell key={coluna} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {coluna}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {fornecedores.map((f) => (
                  <TableRow key={f.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatId(f.id)}</TableCell>
                    <TableCell>{f.nome}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {f.cnpj ? formatCnpj(f.cnpj) : EMPTY_DISPLAY}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {f.cpf ? formatCpf(f.cpf) : EMPTY_DISPLAY}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{f.email || EMPTY_DISPLAY}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{telefoneDe(f.telefone)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
