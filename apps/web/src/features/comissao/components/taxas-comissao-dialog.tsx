import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMISSAO_MESSAGES,
  type TaxasComissaoUpdate,
  type TaxasComissaoUsuario,
  ZTaxaComissao,
} from '@skyler/domain/comissao';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useSalvarTaxasComissao, useTaxasComissao } from '../api/taxas-comissao.ts';

export const TAXAS_TEXTS = { mostrarTodos: 'Mostrar todos' } as const;

const CAMPOS = [
  ['comissao_consultor', 'Consultor'],
  ['comissao_cotador', 'Cotador'],
  ['comissao_emissor', 'Emissor'],
] as const satisfies readonly (readonly [keyof TaxasComissaoUpdate, string])[];

const valido = (taxa: string) => ZTaxaComissao.safeParse(taxa.replace(',', '.')).success;

function LinhaTaxas({ usuario }: { usuario: TaxasComissaoUsuario }) {
  const salvar = useSalvarTaxasComissao();
  const { enqueueSnackbar } = useSnackbar();
  const inicial: TaxasComissaoUpdate = {
    comissao_consultor: usuario.comissao_consultor,
    comissao_cotador: usuario.comissao_cotador,
    comissao_emissor: usuario.comissao_emissor,
  };
  const [taxas, setTaxas] = useState(inicial);
  const nome = `${usuario.nome} ${usuario.sobrenome}`.trim();
  const alterada = CAMPOS.some(([campo]) => taxas[campo] !== inicial[campo]);
  const todasValidas = CAMPOS.every(([campo]) => valido(taxas[campo]));
  return (
    <TableRow>
      <TableCell>
        {nome}
        {!usuario.ativo && (
          <Typography component="span" variant="caption" color="text.secondary">
            {' '}
            (inativo)
          </Typography>
        )}
      </TableCell>
      {CAMPOS.map(([campo, rotulo]) => (
        <TableCell key={campo}>
          <TextField
            size="small"
            value={taxas[campo]}
            onChange={(event) => setTaxas((t) => ({ ...t, [campo]: event.target.value }))}
            error={!valido(taxas[campo])}
            helperText={valido(taxas[campo]) ? undefined : COMISSAO_MESSAGES.taxaInvalida}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `% ${rotulo} de ${nome}` } }}
            sx={{ width: 110 }}
          />
        </TableCell>
      ))}
      <TableCell>
        <Button
          size="small"
          variant="contained"
          disabled={!alterada || !todasValidas || salvar.isPending}
          aria-label={`Salvar taxas de ${nome}`}
          onClick={() =>
            salvar.mutate(
              {
                usuario: usuario.id,
                body: {
                  comissao_consultor: taxas.comissao_consultor.replace(',', '.'),
                  comissao_cotador: taxas.comissao_cotador.replace(',', '.'),
                  comissao_emissor: taxas.comissao_emissor.replace(',', '.'),
                },
              },
              {
                onSuccess: (salvo) => {
                  setTaxas({
                    comissao_consultor: salvo.comissao_consultor,
                    comissao_cotador: salvo.comissao_cotador,
                    comissao_emissor: salvo.comissao_emissor,
                  });
                  enqueueSnackbar(COMISSAO_MESSAGES.taxasSalvas, { variant: 'success' });
                },
                onError: (error) => enqueueSnackbar(errorMessage(error, String(error)), { variant: 'error' }),
              },
            )
          }
        >
          Salvar
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The commission rates (%) of each staff user, kept by administrators (decision 0028): a change reaches the
 * issuances not yet concluded; a concluded one keeps the rates it was concluded with.
 */
export function TaxasComissaoDialog({
  open,
  onClose,
  usuarioId,
}: {
  open: boolean;
  onClose: () => void;
  /** opened from a user's page: that user's row only, until "Mostrar todos" */
  usuarioId?: number;
}) {
  const taxas = useTaxasComissao({ enabled: open });
  const [todos, setTodos] = useState(usuarioId === undefined);
  const linhas = (taxas.data ?? []).filter((usuario) => todos || usuario.id === usuarioId);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="taxas-comissao-titulo">
      <DialogTitle id="taxas-comissao-titulo">Taxas de comissão</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Porcentagem do valor base que cada usuário recebe como consultor, cotador e emissor. Emissões já
          concluídas mantêm as taxas da conclusão.
        </Typography>
        {taxas.isLoading && <CircularProgress aria-label="Carregando taxas" />}
        {taxas.error && <Alert severity="error">{errorMessage(taxas.error, String(taxas.error))}</Alert>}
        {taxas.data && (
          <Table size="small" aria-label="Taxas de comissão">
            <TableHead>
              <TableRow>
                <TableCell>Usuário</TableCell>
                {CAMPOS.map(([campo, rotulo]) => (
                  <TableCell key={campo}>% {rotulo}</TableCell>
                ))}
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((usuario) => (
                <LinhaTaxas key={usuario.id} usuario={usuario} />
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {todos ? null : <Button onClick={() => setTodos(true)}>{TAXAS_TEXTS.mostrarTodos}</Button>}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
