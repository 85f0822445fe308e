import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import {
  MEIO_CONTATO_TIPOS,
  type MeioContatoTipo,
  opcoesConsultor,
  opcoesSdr,
  prefillMeioContato,
  VENDA_MESSAGES,
  type Venda,
  type VendaFormParsed,
  ZVendaForm,
} from '@skyler/domain/vendas';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useEmpresasOpcoes } from '../../../api/get-empresas-opcoes.ts';
import { nomeUsuario, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { ContatoPickerDialog } from '../../../components/contato-picker/contato-picker-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { SolicitacoesOrcamentoSection } from '../../orcamentos/index.ts';
import { useCreateVenda, useUpdateVenda } from '../api/save-venda.ts';
import {
  isTelefone,
  paraRequest,
  telefoneDoCliente,
  type VendaFormValues,
  valoresIniciais,
} from '../lib/venda-form.ts';

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

/** '+ Venda' and Editar (part 1 §2 Sale edit form). */
export function VendaFormDialog({ open, venda, disabled = false, onClose, onSaved }: Props) {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const usuarios = useUsuariosAtivos().data ?? [];
  const empresas = useEmpresasOpcoes().data ?? [];
  const [escolhendo, setEscolhendo] = useState(false);
  const showServerErrors = useServerErrors();
  const consultores = opcoesConsultor(usuarios, user);
  // a new sale is the signed-in user's by default, when they may be its consultant
  const consultorPadrao: number | '' = !venda && consultores.some((u) => u.id === user.id) ? user.id : '';
  const padrao = useRef<number | ''>(consultorPadrao);
  padrao.current = consultorPadrao;
  const [resolver] = useState(() =>
    schemaResolver<VendaFormValues, VendaFormParsed>(ZVendaForm, (values) =>
      paraRequest(values, padrao.current),
    ),
  );
  const form = useForm<VendaFormValues, unknown, VendaFormParsed>({
    defaultValues: valoresIniciais(venda),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { control, setValue, clearErrors, getValues, formState } = form;
  const [alvo, cliente, tipo] = useWatch({ control, name: ['alvo', 'cliente', 'meio_contato_tipo'] });
  const create = useCreateVenda();
  const update = useUpdateVenda();
  const indicacao =
    cliente && cliente.id !== venda?.cliente?.id ? (cliente.indicacao ?? null) : (venda?.indicacao ?? null);
  // every field the schema refuses says "Campo obrigatório."; a refusal of the server says its own message
  const erro = (campo: keyof VendaFormValues) => {
    const achado = formState.errors[campo];
    if (!achado) return undefined;
    return achado.type === 'server' ? achado.message : CAMPO_OBRIGATORIO;
  };
  const erroEmpresa = formState.errors.cliente_empresa ? erro('cliente_empresa') : erro('cliente');
  const mudou = { shouldDirty: true } as const;

  const save = form.handleSubmit(
    async (body) => {
      const { orcamentos } = getValues();
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
        showServerErrors(error, form.setError, { fields: CAMPOS });
      }
    },
    () => enqueueSnackbar(VENDA_MESSAGES.camposObrigatorios, { variant: 'error' }),
  );

  return (
    <>
      <FormDialog
        open={open}
        title={venda ? `Editar venda ${venda.id}` : 'Nova venda'}
        saving={create.isPending || update.isPending}
        submitDisabled={disabled}
        dirty={formState.isDirty}
        onClose={onClose}
        onSubmit={save}
      >
        <Stack spacing={2}>
          <Controller
            name="alvo"
            control={control}
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={field.value}
                disabled={disabled}
                onChange={(_e, next) => next && field.onChange(next)}
              >
                <ToggleButton value="cliente">Cliente</ToggleButton>
                <ToggleButton value="empresa">Empresa</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
          {alvo === 'cliente' ? (
            <TextField
              label="Cliente*"
              value={nomeContato(cliente)}
              disabled={disabled}
              error={Boolean(erro('cliente'))}
              helperText={erro('cliente')}
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
            <Controller
              name="cliente_empresa"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label="Empresa*"
                  value={field.value}
                  disabled={disabled}
                  error={Boolean(erroEmpresa)}
                  helperText={erroEmpresa}
                  onChange={(e) => {
                    field.onChange(Number(e.target.value));
                    clearErrors(['cliente', 'cliente_empresa']);
                  }}
                >
                  {empresas.map((e) => (
                    <MenuItem key={e.id} value={e.id}>
                      {e.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {alvo === 'cliente' ? (
            <TextField
              label="Indicação"
              value={nomeContato(indicacao) || '-'}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : null}
          <Stack direction="row" spacing={2}>
            <Controller
              name="meio_contato_tipo"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label="Meio de contato*"
                  value={field.value}
                  disabled={disabled}
                  error={Boolean(erro('meio_contato_tipo'))}
                  helperText={erro('meio_contato_tipo')}
                  sx={{ minWidth: 180 }}
                  onChange={(e) => {
                    const next = e.target.value as MeioContatoTipo;
                    field.onChange(next);
                    setValue('meio_contato_valor', prefillMeioContato(next, cliente), mudou);
                    setValue('telefone', telefoneDoCliente(cliente), mudou);
                    clearErrors(['meio_contato_tipo', 'meio_contato_valor']);
                  }}
                >
                  {MEIO_CONTATO_TIPOS.options().map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {isTelefone(tipo) ? (
              <Controller
                name="telefone"
                control={control}
                render={({ field }) => (
                  <PhoneField
                    label="Contato*"
                    value={field.value}
                    disabled={disabled}
                    error={Boolean(erro('meio_contato_valor'))}
                    helperText={erro('meio_contato_valor')}
                    onChange={(next) => {
                      field.onChange(next);
                      clearErrors('meio_contato_valor');
                    }}
                  />
                )}
              />
            ) : (
              <Controller
                name="meio_contato_valor"
                control={control}
                render={({ field }) => (
                  <TextField
                    fullWidth
                    label="Contato*"
                    value={field.value}
                    disabled={disabled}
                    error={Boolean(erro('meio_contato_valor'))}
                    helperText={erro('meio_contato_valor')}
                    onChange={(e) => {
                      field.onChange(e.target.value);
                      clearErrors('meio_contato_valor');
                    }}
                  />
                )}
              />
            )}
          </Stack>
          <Controller
            name="consultor"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label="Consultor*"
                value={consultores.length > 0 ? field.value || consultorPadrao : ''}
                disabled={disabled}
                error={Boolean(erro('consultor'))}
                helperText={erro('consultor')}
                onChange={(e) => {
                  field.onChange(Number(e.target.value));
                  clearErrors('consultor');
                }}
              >
                {consultores.map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {nomeUsuario(u)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="sdr"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label="SDR"
                value={field.value}
                disabled={disabled}
                error={Boolean(erro('sdr'))}
                helperText={erro('sdr')}
                onChange={(e) => field.onChange(Number(e.target.value) || '')}
              >
                <MenuItem value="">-</MenuItem>
                {opcoesSdr(usuarios).map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {nomeUsuario(u)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="anotacoes"
            control={control}
            render={({ field }) => (
              <TextField
                label="Anotações"
                multiline
                minRows={3}
                value={field.value}
                disabled={disabled}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )}
          />
          {venda ? null : (
            <Controller
              name="orcamentos"
              control={control}
              render={({ field }) => (
                <SolicitacoesOrcamentoSection
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                />
              )}
            />
          )}
        </Stack>
      </FormDialog>
      <ContatoPickerDialog
        open={escolhendo}
        onClose={() => setEscolhendo(false)}
        onSelect={(next) => {
          setValue('cliente', next, mudou);
          clearErrors('cliente');
          if (tipo) {
            setValue('meio_contato_valor', prefillMeioContato(tipo, next), mudou);
            setValue('telefone', telefoneDoCliente(next), mudou);
          }
        }}
      />
    </>
  );
}
