import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type ContaPropria,
  formatMilhas,
  MILHAS_PROPRIAS_MESSAGES,
  type MovimentoRequest,
  type MovimentoRequestInput,
  milhasComBonus,
  ZMovimentoRequest,
} from '@skyler/domain/milhas-proprias';
import { type ReactNode, useState } from 'react';
import {
  Controller,
  type FieldErrors,
  FormProvider,
  type Resolver,
  useController,
  useForm,
} from 'react-hook-form';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import { conflitoMostradoNoDialogo } from '../../../components/dialogs/conflito-versao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { applyServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useRegistrarMovimento } from '../api/registrar-movimento.ts';

export type TipoManual = 'compra' | 'transferencia' | 'expiracao' | 'ajuste';

export const MOVIMENTO_TEXTS = {
  titulo: (conta: ContaPropria) => `Movimentar ${conta.programa.nome} · ${conta.numero_id_conta}`,
  saldo: (milhas: number) => `Saldo atual: ${formatMilhas(milhas)} milhas`,
  tipo: 'Movimento',
  tipos: {
    compra: 'Compra de milhas',
    transferencia: 'Transferência para outra conta',
    expiracao: 'Expiração',
    ajuste: 'Ajuste manual',
  } satisfies Record<TipoManual, string>,
  milhas: 'Milhas',
  milhasAjuste: 'Milhas (negativas para debitar)',
  valor: 'Valor pago (R$)',
  fornecedor: 'Vendedor',
  destino: 'Conta de destino',
  bonus: 'Bônus (%)',
  recebe: (milhas: number) => `O destino recebe ${formatMilhas(milhas)} milhas.`,
  observacao: 'Observação',
  motivo: 'Motivo do ajuste',
  registrar: 'Registrar',
  registrado: 'Movimento registrado.',
  erro: 'Não foi possível registrar o movimento.',
} as const;

const T = MOVIMENTO_TEXTS;
const inteiro = (texto: string) => {
  const limpo = texto.replace(/[^\d-]/g, '');
  return limpo === '' || limpo === '-' ? Number.NaN : Number(limpo);
};
const bonusValido = (bonus: string) => /^\d{1,3}([.,]\d{1,2})?$/.test(bonus.trim());

/** The movement as typed: every field text, the request's names. */
type MovimentoForm = {
  tipo: TipoManual;
  milhas: string;
  valor: string;
  fornecedor: string;
  conta_destino: string;
  bonus_porcentagem: string;
  observacao: string;
};

const VAZIO: MovimentoForm = {
  tipo: 'compra',
  milhas: '',
  valor: '',
  fornecedor: '',
  conta_destino: '',
  bonus_porcentagem: '0',
  observacao: '',
};

/** The request of the chosen kind of movement, with the account's version. */
function paraRequest(form: MovimentoForm, versao: number): MovimentoRequestInput {
  const milhas = inteiro(form.milhas);
  const comuns = { observacao: form.observacao.trim() || null, versao };
  switch (form.tipo) {
    case 'compra':
      return {
        tipo: 'compra',
        milhas,
        valor: form.valor.trim(),
        fornecedor: Number(form.fornecedor),
        ...comuns,
      };
    case 'transferencia':
      return {
        tipo: 'transferencia',
        milhas,
        conta_destino: Number(form.conta_destino),
        bonus_porcentagem: form.bonus_porcentagem.trim(),
        ...comuns,
      };
    case 'expiracao':
      return { tipo: 'expiracao', milhas, ...comuns };
    case 'ajuste':
      return { tipo: 'ajuste', milhas, observacao: form.observacao.trim(), versao };
  }
}

/** What the screen checks before the schema, in the words of the spec: the balance, the seller, the destination. */
function errosDoMovimento(form: MovimentoForm, saldo: number): Partial<Record<keyof MovimentoForm, string>> {
  const e: Partial<Record<keyof MovimentoForm, string>> = {};
  const quantidade = inteiro(form.milhas);
  const positivo = Number.isInteger(quantidade) && quantidade > 0;
  if (form.tipo === 'ajuste') {
    if (!Number.isInteger(quantidade) || quantidade === 0) e.milhas = MILHAS_PROPRIAS_MESSAGES.ajusteZero;
    if (form.observacao.trim().length < 3) e.observacao = MILHAS_PROPRIAS_MESSAGES.observacaoObrigatoria;
  } else if (!positivo) e.milhas = MILHAS_PROPRIAS_MESSAGES.milhasInvalidas;
  const debito = form.tipo === 'ajuste' ? -quantidade : form.tipo === 'compra' ? 0 : quantidade;
  if (!e.milhas && debito > saldo) e.milhas = MILHAS_PROPRIAS_MESSAGES.saldoInsuficiente(saldo);
  if (form.tipo === 'compra') {
    if (form.fornecedor === '') e.fornecedor = MILHAS_PROPRIAS_MESSAGES.fornecedorObrigatorio;
    if (!/^\d+([.,]\d{1,2})?$/.test(form.valor.trim()) || Number(form.valor.replace(',', '.')) <= 0)
      e.valor = MILHAS_PROPRIAS_MESSAGES.valorObrigatorio;
  }
  if (form.tipo === 'transferencia') {
    if (form.conta_destino === '') e.conta_destino = MILHAS_PROPRIAS_MESSAGES.destinoInvalido;
    if (!bonusValido(form.bonus_porcentagem)) e.bonus_porcentagem = MILHAS_PROPRIAS_MESSAGES.bonusInvalido;
  }
  return e;
}

/** The screen's checks first, then the domain's schema of the request. */
function movimentoResolver(conta: ContaPropria): Resolver<MovimentoForm, unknown, MovimentoRequest> {
  const schema = schemaResolver<MovimentoForm, MovimentoRequest>(ZMovimentoRequest, (form) =>
    paraRequest(form, conta.versao),
  );
  return (values, context, options) => {
    const locais = Object.entries(errosDoMovimento(values, conta.saldo));
    if (locais.length === 0) return schema(values, context, options);
    const errors: FieldErrors<MovimentoForm> = Object.fromEntries(
      locais.map(([campo, message]) => [campo, { type: 'validate', message }]),
    );
    return { values: {}, errors };
  };
}

/** A small text field of the movement that drops, as typed, the characters `aceitos` matches. */
function CampoFiltrado({
  name,
  aceitos,
  label,
  inputMode,
  maxLength,
  ajuda,
}: {
  name: 'milhas' | 'valor' | 'bonus_porcentagem';
  aceitos: RegExp;
  label: string;
  inputMode: 'numeric' | 'decimal';
  maxLength: number;
  ajuda?: ReactNode;
}) {
  const { field, fieldState } = useController<MovimentoForm>({ name });
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value.replace(aceitos, ''))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? ajuda}
      slotProps={{ htmlInput: { inputMode, maxLength } }}
    />
  );
}

/**
 * Records a purchase, transfer, expiry or adjustment on one own account (decision 0068). Sends the account's
 * version: a change made by someone else meanwhile is refused (409) and the lists reload.
 */
export function MovimentoDialog({
  conta,
  contas,
  onClose,
}: {
  conta: ContaPropria;
  contas: readonly ContaPropria[];
  onClose: () => void;
}) {
  const [resolver] = useState(() => movimentoResolver(conta));
  const form = useForm<MovimentoForm, unknown, MovimentoRequest>({ defaultValues: VAZIO, resolver });
  const [tipo, milhas, bonus] = form.watch(['tipo', 'milhas', 'bonus_porcentagem']);
  const fornecedores = useFornecedoresSimples({ enabled: tipo === 'compra' });
  const registrar = useRegistrarMovimento();
  const { enqueueSnackbar } = useSnackbar();
  const destinos = contas.filter((c) => c.id !== conta.id && c.ativo);
  const quantidade = inteiro(milhas);

  const enviar = form.handleSubmit(() =>
    registrar.mutate(
      // the request as typed (the schema only checked it): the server parses it the same way
      { conta: conta.id, body: paraRequest(form.getValues(), conta.versao) },
      {
        onSuccess: () => {
          enqueueSnackbar(T.registrado, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          // a change made meanwhile is said in the dialog, which stays open with "Recarregar"
          if (conflitoMostradoNoDialogo(error)) return;
          applyServerErrors(error, form.setError);
          enqueueSnackbar(errorMessage(error, T.erro), { variant: 'error' });
          if (isApiError(error) && error.status === 409) onClose();
        },
      },
    ),
  );

  const campo = { size: 'small', fullWidth: true } as const;
  return (
    <FormDialog
      open
      title={T.titulo(conta)}
      saving={registrar.isPending}
      submitLabel={T.registrar}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void enviar(event)}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField {...campo} disabled value={T.saldo(conta.saldo)} label="Saldo" />
          <Controller
            name="tipo"
            control={form.control}
            render={({ field }) => (
              <TextField
                {...campo}
                select
                label={T.tipo}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value as TipoManual);
                  form.clearErrors();
                }}
              >
                {(Object.keys(T.tipos) as TipoManual[]).map((t) => (
                  <MenuItem key={t} value={t}>
                    {T.tipos[t]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <CampoFiltrado
            name="milhas"
            aceitos={/[^\d-]/g}
            label={tipo === 'ajuste' ? T.milhasAjuste : T.milhas}
            inputMode="numeric"
            maxLength={10}
          />
          {tipo === 'compra' ? (
            <>
              <Controller
                name="fornecedor"
                control={form.control}
                render={({ field, fieldState: { error } }) => (
                  <TextField
                    {...campo}
                    select
                    label={T.fornecedor}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(error)}
                    helperText={error?.message}
                  >
                    {(fornecedores.data ?? []).map((f) => (
                      <MenuItem key={f.id} value={String(f.id)}>
                        {f.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <CampoFiltrado
                name="valor"
                aceitos={/[^\d.,]/g}
                label={T.valor}
                inputMode="decimal"
                maxLength={15}
              />
            </>
          ) : null}
          {tipo === 'transferencia' ? (
            <>
              <Controller
                name="conta_destino"
                control={form.control}
                render={({ field, fieldState: { error } }) => (
                  <TextField
                    {...campo}
                    select
                    label={T.destino}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(error)}
                    helperText={error?.message}
                  >
                    {destinos.map((c) => (
                      <MenuItem key={c.id} value={String(c.id)}>
                        {`${c.programa.nome} · ${c.numero_id_conta}`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <CampoFiltrado
                name="bonus_porcentagem"
                aceitos={/[^\d.,]/g}
                label={T.bonus}
                inputMode="decimal"
                maxLength={6}
                ajuda={
                  Number.isInteger(quantidade) && quantidade > 0 && bonusValido(bonus)
                    ? T.recebe(milhasComBonus(quantidade, bonus.trim().replace(',', '.')))
                    : undefined
                }
              />
            </>
          ) : null}
          <FormTextField<MovimentoForm>
            {...campo}
            name="observacao"
            label={tipo === 'ajuste' ? T.motivo : T.observacao}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
