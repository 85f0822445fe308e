import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  MEIO_CONTATO_TIPOS,
  type MeioContatoTipo,
  opcoesConsultor,
  opcoesSdr,
  prefillMeioContato,
  VENDA_MESSAGES,
  type Venda,
  ZVendaForm,
} from '@skyler/domain/vendas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { ContatoPickerDialog } from '../../../components/contato-picker/contato-picker-dialog.tsx';
import type { ContatoEscolhido } from '../../../components/contato-picker/contato-rapido-dialog.tsx';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useEmpresasOpcoes } from '../api/get-empresas-opcoes.ts';
import { nomeUsuario, useUsuariosAtivos } from '../api/get-usuarios.ts';
import { useCreateVenda, useUpdateVenda } from '../api/save-venda.ts';

type Props = {
  open: boolean;
  venda?: Venda;
  disabled?: boolean;
  onClose: () => void;
  onSaved?: (id: number) => void;
};

const nomeContato = (c: { nome: string; sobrenome: string | null } | null | undefined) =>
  c ? `${c.nome} ${c.sobrenome ?? ''}`.trim() : '';

/** '+ Venda' and Editar (part 1 §2 Sale edit form). */
export function VendaFormDialog({ open, venda, disabled = false, onClose, onSaved }: Props) {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const usuarios = useUsuariosAtivos().data ?? [];
  const empresas = useEmpresasOpcoes().data ?? [];
  const [alvo, setAlvo] = useState<'cliente' | 'empresa'>(venda?.cliente_empresa ? 'empresa' : 'cliente');
  const [cliente, setCliente] = useState<ContatoEscolhido | null>(
    (venda?.cliente as ContatoEscolhido | null) ?? null,
  );
  const [escolhendo, setEscolhendo] = useState(false);
  const [empresa, setEmpresa] = useState<number | ''>(venda?.cliente_empresa?.id ?? '');
  const [tipo, setTipo] = useState<MeioContatoTipo | ''>((venda?.meio_contato_tipo as MeioContatoTipo) ?? '');
  const [valor, setValor] = useState(venda?.meio_contato_valor ?? '');
  const [consultor, setConsultor] = useState<number | ''>(venda?.consultor?.id ?? '');
  const [sdr, setSdr] = useState<number | ''>(venda?.sdr?.id ?? '');
  const [anotacoes, setAnotacoes] = useState(venda?.anotacoes ?? '');
  const create = useCreateVenda();
  const update = useUpdateVenda();
  const indicacao =
    cliente && cliente.id !== venda?.cliente?.id ? (cliente.indicacao ?? null) : (venda?.indicacao ?? null);

  const save = async () => {
    const body = {
      cliente: alvo === 'cliente' ? (cliente?.id ?? null) : null,
      cliente_empresa: alvo === 'empresa' ? empresa || null : null,
      consultor: consultor || null,
      sdr: sdr || null,
      meio_contato_tipo: tipo || null,
      meio_contato_valor: valor || null,
      anotacoes: anotacoes || null,
    };
    if (!ZVendaForm.safeParse(body).success) {
      enqueueSnackbar(VENDA_MESSAGES.camposObrigatorios, { variant: 'error' });
      return;
    }
    try {
      if (venda) {
        await update.mutateAsync({ id: venda.id, body });
        enqueueSnackbar(VENDA_MESSAGES.atualizada, { variant: 'success' });
        onSaved?.(venda.id);
      } else {
        const { id } = await create.mutateAsync(body);
        enqueueSnackbar(VENDA_MESSAGES.criada, { variant: 'success' });
        onSaved?.(id);
      }
      onClose();
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? error.detail : String(error), { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle>{venda ? `Editar venda ${venda.id}` : 'Nova venda'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={alvo}
            disabled={disabled}
            onChange={(_e, next) => next && setAlvo(next)}
          >
            <ToggleButton value="cliente">Cliente</ToggleButton>
            <ToggleButton value="empresa">Empresa</ToggleButton>
          </ToggleButtonGroup>
          {alvo === 'cliente' ? (
            <TextField
              label="Cliente*"
              value={nomeContato(cliente)}
              disabled={disabled}
              onClick={() => !disabled && setEscolhendo(true)}
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button size="small" disabled={disabled} onClick={() => setEscolhendo(true)}>
                        Escolher
                      </Button>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <TextField
              select
              label="Empresa*"
              value={empresa}
              disabled={disabled}
              onChange={(e) => setEmpresa(Number(e.target.value))}
            >
              {empresas.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.nome}
                </MenuItem>
              ))}
            </TextField>
          )}
          {alvo === 'cliente' ? (
            <TextField
              label="Indicação"
              value={nomeContato(indicacao) || '-'}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : null}
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Meio de contato*"
              value={tipo}
              disabled={disabled}
              sx={{ minWidth: 180 }}
              onChange={(e) => {
                const next = e.target.value as MeioContatoTipo;
                setTipo(next);
                setValor(prefillMeioContato(next, cliente));
              }}
            >
              {MEIO_CONTATO_TIPOS.options().map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              label="Contato*"
              value={valor}
              disabled={disabled}
              onChange={(e) => setValor(e.target.value)}
            />
          </Stack>
          <TextField
            select
            label="Consultor*"
            value={consultor}
            disabled={disabled}
            onChange={(e) => setConsultor(Number(e.target.value))}
          >
            {opcoesConsultor(usuarios, user).map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {nomeUsuario(u)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="SDR"
            value={sdr}
            disabled={disabled}
            onChange={(e) => setSdr(Number(e.target.value) || '')}
          >
            <MenuItem value="">-</MenuItem>
            {opcoesSdr(usuarios).map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {nomeUsuario(u)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Anotações"
            multiline
            minRows={3}
            value={anotacoes}
            disabled={disabled}
            onChange={(e) => setAnotacoes(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={disabled}
          loading={create.isPending || update.isPending}
        >
          Salvar
        </Button>
      </DialogActions>
      <ContatoPickerDialog
        open={escolhendo}
        onClose={() => setEscolhendo(false)}
        onSelect={(next) => {
          setCliente(next);
          if (tipo) setValor(prefillMeioContato(tipo, next));
        }}
      />
    </Dialog>
  );
}
