import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTATO_MESSAGES,
  type ContatoRef,
  type ContatoResumo,
  ZContatoRapidoRequest,
} from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../lib/toast.tsx';
import { DIALOG_WIDTH } from '../dialogs/confirm-dialog.tsx';
import { ContatoAutocomplete } from '../fields/contato-autocomplete.tsx';

/** What a form needs of the chosen contact: its name, referral and the channels that pre-fill a sale. */
export type ContatoEscolhido = Pick<ContatoResumo, 'id' | 'nome' | 'sobrenome'> &
  Partial<Pick<ContatoResumo, 'email' | 'telefone' | 'instagram' | 'linkedin' | 'indicacao'>>;

type Erros = Partial<Record<'nome' | 'sobrenome' | 'indicacao', string>>;

/** 'Criar Contato Rápido' (part 1 §2): name, surname and referral, all required. */
export function ContatoRapidoDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (contato: ContatoEscolhido) => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const [nome, setNome] = useState('');
  const [sobrenome, setSobrenome] = useState('');
  const [indicacao, setIndicacao] = useState<ContatoRef | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const criar = useMutation({
    mutationFn: (body: { nome: string; sobrenome: string; indicacao: number }) =>
      api.post<{ id: number }>('/api/contatos/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contatos'] }),
  });

  const salvar = async () => {
    const parsed = ZContatoRapidoRequest.safeParse({ nome, sobrenome, indicacao: indicacao?.id });
    if (!parsed.success) {
      const proximos: Erros = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] as keyof Erros;
        proximos[campo] ??= issue.message;
      }
      setErros(proximos);
      return;
    }
    setErros({});
    try {
      const { id } = await criar.mutateAsync(parsed.data);
      enqueueSnackbar(CONTATO_MESSAGES.criado, { variant: 'success' });
      onCreated({ id, nome: parsed.data.nome, sobrenome: parsed.data.sobrenome, indicacao });
      onClose();
    } catch (error) {
      const detalhe = error instanceof ApiError && error.status < 500 ? error.detail : null;
      enqueueSnackbar(detalhe ?? CONTATO_MESSAGES.erroCriarRapido, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId}>Criar Contato Rápido</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Nome"
            required
            value={nome}
            onChange={(event) => setNome(event.target.value)}
            error={Boolean(erros.nome)}
            helperText={erros.nome}
          />
          <TextField
            label="Sobrenome"
            required
            value={sobrenome}
            onChange={(event) => setSobrenome(event.target.value)}
            error={Boolean(erros.sobrenome)}
            helperText={erros.sobrenome}
          />
          <ContatoAutocomplete
            label="Indicação"
            required
            value={indicacao}
            onChange={setIndicacao}
            error={Boolean(erros.indicacao)}
            helperText={erros.indicacao}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void salvar()} loading={criar.isPending}>
          Criar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
