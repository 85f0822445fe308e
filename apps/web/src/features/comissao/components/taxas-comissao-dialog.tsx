import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
  ZTaxasComissaoUpdate,
} from '@skyler/domain/comissao';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useSalvarTaxasComissao, useTaxasComissao } from '../api/taxas-comissao.ts';

export const TAXAS_TEXTS = { mostrarTodos: 'Mostrar todos' } as const;

const CAMPOS = [
  ['comissao_consultor', 'Consultor'],
  ['comissao_cotador', 'Cotador'],
  ['comissao_emissor', 'Emissor'],
] as const satisfies readonly (readonly [keyof TaxasComissaoUpdate, string])[];

/** The rates as the API takes them: a comma typed is the decimal point. */
const comPonto = (taxas: TaxasComissaoUpdate): TaxasComissaoUpdate => ({
  comissao_consultor: taxas.comissao_consultor.replace(',', '.'),
  comissao_cotador: taxas.comissao_cotador.replace(',', '.'),
  comissao_emissor: taxas.comissao_emissor.replace(',', '.'),
});

const resolver = schemaResolver<TaxasComissaoUpdate, TaxasComissaoUpdate>(ZTaxasComissaoUpdate, comPonto);

const taxasDe = (usuario: TaxasComissaoUpdate): TaxasComissaoUpdate => ({
  comissao_consultor: usuario.comissao_consultor,
  comissao_cotador: usuario.comissao_cotador,
  comissao_emissor: usuario.comissao_emissor,
});

/** One user's rates: a form of its own, checked as typed, saved by the row's Salvar. */
function LinhaTaxas({
  usuario,
  onAlterada,
}: {
  usuario: TaxasComissaoUsuario;
  /** whether the row holds rates typed and not saved */
  onAlterada: (id: number, alterada: boolean) => void;
}) {
  const salvar = useSalvarTaxasComissao();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TaxasComissaoUpdate>({ defaultValues: taxasDe(usuario), resolver, mode: 'onChange' });
  const { isDirty: alterada, isValid: todasValidas } = form.formState;
  const nome = `${usuario.nome} ${usuario.sobrenome}`.trim();
  useEffect(() => {
    onAlterada(usuario.id, alterada);
    return () => onAlterada(usuario.id, false);
  }, [onAlterada, usuario.id, alterada]);
  const enviar = () =>
    salvar.mutate(
      { usuario: usuario.id, body: comPonto(form.getValues()) },
      {
        // the saved rates become the row's: nothing left to save
        onSuccess: (salvo) => {
          form.reset(taxasDe(salvo));
          enqueueSnackbar(COMISSAO_MESSAGES.taxasSalvas, { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(errorMessage(error, String(error)), { variant: 'error' }),
      },
    );
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
          <Controller
            name={campo}
            control={form.control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                size="small"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={error?.message}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `% ${rotulo} de ${nome}` } }}
                sx={{ width: 110 }}
              />
            )}
          />
        </TableCell>
      ))}
      <TableCell>
        <Button
          size="small"
          variant="contained"
          disabled={!alterada || !todasValidas || salvar.isPending}
          aria-label={`Salvar taxas de ${nome}`}
          onClick={enviar}
        >
          Salvar
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The commission rates (%) of each staff user, kept by administrators (decision 0028): a change reaches the
 * issuances not yet concluded; a concluded one keeps the rates it was concluded with. Each row is a form of its
 * own with its Salvar, so the `FormDialog` has none: Fechar, Esc, a click outside or Back ask before dropping a
 * row's typed rates.
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
  // the rows with rates typed and not saved: closing asks before dropping them
  const [alteradas, setAlteradas] = useState<ReadonlySet<number>>(new Set());
  const onAlterada = useCallback((id: number, alterada: boolean) => {
    setAlteradas((atuais) => {
      if (atuais.has(id) === alterada) return atuais;
      const proximas = new Set(atuais);
      if (alterada) proximas.add(id);
      else proximas.delete(id);
      return proximas;
    });
  }, []);
  return (
    <FormDialog
      open={open}
      title="Taxas de comissão"
      largura="md"
      cancelLabel="Fechar"
      dirty={alteradas.size > 0}
      onClose={onClose}
      acoes={todos ? null : <Button onClick={() => setTodos(true)}>{TAXAS_TEXTS.mostrarTodos}</Button>}
    >
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
              <LinhaTaxas key={usuario.id} usuario={usuario} onAlterada={onAlterada} />
            ))}
          </TableBody>
        </Table>
      )}
    </FormDialog>
  );
}
