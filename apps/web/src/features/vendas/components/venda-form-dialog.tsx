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
import type { OrcamentoCreateParsed } from '@skyler/domain/orcamentos';
import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import { emptyTelefone, PAISES_TELEFONE, type TelefoneValue } from '@skyler/domain/paises-telefone';
import {
  MEIO_CONTATO_TIPOS,
  type MeioContatoTipo,
  opcoesConsultor,
  opcoesSdr,
  prefillMeioContato,
  telefoneDoMeioContato,
  VENDA_MESSAGES,
  type Venda,
  valorMeioContato,
  ZVendaForm,
} from '@skyler/domain/vendas';
import { useState } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { useEmpresasOpcoes } from '../../../api/get-empresas-opcoes.ts';
import { nomeUsuario, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { ContatoPickerDialog } from '../../../components/contato-picker/contato-picker-dialog.tsx';
import type { ContatoEscolhido } from '../../../components/contato-picker/contato-rapido-dialog.tsx';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { SolicitacoesOrcamentoSection } from '../../orcamentos/index.ts';
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

export const CAMPO_OBRIGATORIO = 'Campo obrigatório.';
const CAMPOS = [
  'cliente',
  'cliente_empresa',
  'consultor',
  'sdr',
  'meio_contato_tipo',
  'meio_contato_valor',
] as const;

type Campo = (typeof CAMPOS)[number] | 'anotacoes';
type Erros = Partial<Record<Campo, string>>;

const isTelefone = (tipo: MeioContatoTipo | '') => tipo === 'Whatsapp' || tipo === 'Telefone';

/** The phone of a saved Whatsapp or Telefone value (`'55 11987654321'`), for the phone field. */
function telefoneSalvo(valor: string | null | undefined): TelefoneValue {
  const vazio = emptyTelefone();
  if (!valor) return vazio;
  const { codigo, numero } = telefoneDoMeioContato(valor);
  const pais = codigo ? PAISES_TELEFONE.find((p) => p.codigo === codigo) : undefined;
  return pais ? { pais: pais.iso, codigo: pais.codigo, numero } : { ...vazio, numero };
}

/** The client's phone for the phone field; an empty Brazilian one when the client has none. */
function telefoneDoCliente(cliente: ContatoEscolhido | null): TelefoneValue {
  const telefone = cliente?.telefone;
  return telefone?.numero ? { ...emptyTelefone(), ...telefone } : emptyTelefone();
}

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
  const [telefone, setTelefone] = useState<TelefoneValue>(() =>
    isTelefone(tipo) ? telefoneSalvo(venda?.meio_contato_valor) : emptyTelefone(),
  );
  const [escolhido, setConsultor] = useState<number | ''>(venda?.consultor?.id ?? '');
  const [erros, setErros] = useState<Erros>({});
  const showServerErrors = useServerErrors();
  const consultores = opcoesConsultor(usuarios, user);
  // a new sale is the signed-in user's by default, when they may be its consultant
  const consultor =
    escolhido === '' && !venda && consultores.some((u) => u.id === user.id) ? user.id : escolhido;
  const limpar = (...campos: Campo[]) =>
    setErros((atuais) => {
      const proximos = { ...atuais };
      for (const campo of campos) delete proximos[campo];
      return proximos;
    });
  const [sdr, setSdr] = useState<number | ''>(venda?.sdr?.id ?? '');
  const [anotacoes, setAnotacoes] = useState(venda?.anotacoes ?? '');
  const [orcamentos, setOrcamentos] = useState<OrcamentoCreateParsed[]>([]);
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
      meio_contato_valor:
        (isTelefone(tipo) && telefone.numero
          ? valorMeioContato(tipo as MeioContatoTipo, telefone.numero, telefone.codigo)
          : isTelefone(tipo)
            ? ''
            : valor) || null,
      anotacoes: anotacoes || null,
    };
    const checado = ZVendaForm.safeParse(body);
    if (!checado.success) {
      const faltando: Erros = {};
      for (const issue of checado.error.issues) {
        const campo = String(issue.path[0]);
        faltando[campo === 'cliente' && alvo === 'empresa' ? 'cliente_empresa' : (campo as Campo)] =
          CAMPO_OBRIGATORIO;
      }
      setErros(faltando);
      enqueueSnackbar(VENDA_MESSAGES.camposObrigatorios, { variant: 'error' });
      return;
    }
    setErros({});
    try {
      if (venda) {
        await update.mutateAsync({ id: venda.id, body });
        enqueueSnackbar(VENDA_MESSAGES.atualizada, { variant: 'success' });
        onSaved?.(venda.id);
      } else {
        const { id } = await create.mutateAsync(orcamentos.length ? { ...body, orcamentos } : body);
        enqueueSnackbar(VENDA_MESSAGES.criada, { variant: 'success' });
        if (orcamentos.length) enqueueSnackbar(ORCAMENTO_MESSAGES.criados, { variant: 'success' });
        onSaved?.(id);
      }
      onClose();
    } catch (error) {
      const marcar = (campo: string, { message }: ErrorOption) =>
        setErros((atuais) => ({ ...atuais, [campo]: message }));
      showServerErrors(error, marcar, { fields: CAMPOS });
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
              error={Boolean(erros.cliente)}
              helperText={erros.cliente}
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
              error={Boolean(erros.cliente_empresa)}
              helperText={erros.cliente_empresa}
              onChange={(e) => {
                setEmpresa(Number(e.target.value));
                limpar('cliente_empresa');
              }}
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
              error={Boolean(erros.meio_contato_tipo)}
              helperText={erros.meio_contato_tipo}
              sx={{ minWidth: 180 }}
              onChange={(e) => {
                const next = e.target.value as MeioContatoTipo;
                setTipo(next);
                setValor(prefillMeioContato(next, cliente));
                setTelefone(telefoneDoCliente(cliente));
                limpar('meio_contato_tipo', 'meio_contato_valor');
              }}
            >
              {MEIO_CONTATO_TIPOS.options().map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            {isTelefone(tipo) ? (
              <PhoneField
                label="Contato*"
                value={telefone}
                disabled={disabled}
                error={Boolean(erros.meio_contato_valor)}
                helperText={erros.meio_contato_valor}
                onChange={(next) => {
                  setTelefone(next);
                  limpar('meio_contato_valor');
                }}
              />
            ) : (
              <TextField
                fullWidth
                label="Contato*"
                value={valor}
                disabled={disabled}
                error={Boolean(erros.meio_contato_valor)}
                helperText={erros.meio_contato_valor}
                onChange={(e) => {
                  setValor(e.target.value);
                  limpar('meio_contato_valor');
                }}
              />
            )}
          </Stack>
          <TextField
            select
            label="Consultor*"
            value={consultores.length > 0 ? consultor : ''}
            disabled={disabled}
            error={Boolean(erros.consultor)}
            helperText={erros.consultor}
            onChange={(e) => {
              setConsultor(Number(e.target.value));
              limpar('consultor');
            }}
          >
            {consultores.map((u) => (
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
            error={Boolean(erros.sdr)}
            helperText={erros.sdr}
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
          {venda ? null : (
            <SolicitacoesOrcamentoSection value={orcamentos} onChange={setOrcamentos} disabled={disabled} />
          )}
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
          limpar('cliente');
          if (tipo) {
            setValor(prefillMeioContato(tipo, next));
            setTelefone(telefoneDoCliente(next));
          }
        }}
      />
    </Dialog>
  );
}
