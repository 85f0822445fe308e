import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTATO_MESSAGES, type FidelidadeContato } from '@skyler/domain/contatos';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useProgramas } from '../../../api/get-programas.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useAbaDoContato } from '../api/get-abas.ts';
import { useAddFidelidade, useDeleteFidelidade } from '../api/save-fidelidade.ts';

/** Contas Fidelidade: programme and account number, added and deleted here. */
export function FidelidadesAba({ contatoId }: { contatoId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const contas = useAbaDoContato(contatoId, 'fidelidades');
  useErrorToast(contas.error, CONTATO_MESSAGES.erroFidelidades, { withDetail: false });
  const programas = useProgramas().data ?? [];
  const add = useAddFidelidade();
  const remove = useDeleteFidelidade();
  const [programa, setPrograma] = useState('');
  const [numero, setNumero] = useState('');
  const [erros, setErros] = useState<{ programa?: string; numero?: string }>({});
  const [deletando, setDeletando] = useState<FidelidadeContato | null>(null);
  const falha = (error: unknown, padrao: string) =>
    enqueueSnackbar(isApiError(error) ? error.detail : padrao, { variant: 'error' });

  const adicionar = () => {
    const novos = {
      programa: programa ? undefined : CONTATO_MESSAGES.programaObrigatorio,
      numero: numero.trim() ? undefined : CONTATO_MESSAGES.numeroContaObrigatorio,
    };
    setErros(novos);
    if (novos.programa || novos.numero) return;
    add.mutate(
      { contatoId, body: { programa: Number(programa), numero_id_conta: numero.trim() } },
      {
        onSuccess: () => {
          enqueueSnackbar(CONTATO_MESSAGES.fidelidadeAdicionada, { variant: 'success' });
          setPrograma('');
          setNumero('');
        },
        onError: (error) => falha(error, CONTATO_MESSAGES.erroFidelidade),
      },
    );
  };

  const lista = contas.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Programa"
          value={programa}
          sx={{ minWidth: 220 }}
          onChange={(e) => setPrograma(e.target.value)}
          error={Boolean(erros.programa)}
          helperText={erros.programa}
        >
          {programas.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Número da conta"
          value={numero}
          onChange={(e) => setNumero(e.target.value)}
          error={Boolean(erros.numero)}
          helperText={erros.numero}
        />
        <Button variant="contained" loading={add.isPending} onClick={adicionar}>
          Adicionar conta
        </Button>
      </Stack>
      {!contas.isLoading && lista.length === 0 ? (
        <Typography color="text.secondary">{CONTATO_MESSAGES.nenhumaFidelidade}</Typography>
      ) : (
        <Table size="small" aria-label="Contas fidelidade">
          <TableHead>
            <TableRow>
              <TableCell>Programa</TableCell>
              <TableCell>Número da conta</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.map((conta) => (
              <TableRow key={conta.id}>
                <TableCell>{conta.programa.nome}</TableCell>
                <TableCell>{conta.numero_id_conta}</TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => setDeletando(conta)}>
                    Deletar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={deletando !== null}
        title="Deletar conta fidelidade"
        message={CONTATO_MESSAGES.deletarFidelidadeConfirmacao}
        confirmLabel="Deletar"
        confirmColor="error"
        loading={remove.isPending}
        onCancel={() => setDeletando(null)}
        onConfirm={() =>
          deletando &&
          remove.mutate(
            { contatoId, id: deletando.id },
            {
              onSuccess: () => enqueueSnackbar(CONTATO_MESSAGES.fidelidadeDeletada, { variant: 'success' }),
              onError: (error) => falha(error, CONTATO_MESSAGES.erroFidelidade),
              onSettled: () => setDeletando(null),
            },
          )
        }
      />
    </Paper>
  );
}
