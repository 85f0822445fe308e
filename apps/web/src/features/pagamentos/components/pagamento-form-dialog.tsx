import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  MEIOS_PAGAMENTO,
  PAGAMENTO_STATUS,
  PAGAMENTO_UI_MESSAGES,
  type PagamentoSave,
  type PagamentoView,
  ZPagamentoSave,
} from '@skyler/domain/pagamentos';
import { DESCRICAO_PAGAMENTO_MAX } from '@skyler/domain/precos/pagamento';
import { CONCLUIR_LIBERAR_MESSAGES, type ServicoView } from '@skyler/domain/servicos';
import { taxaPelaTabela } from '@skyler/domain/taxas-meio-pagamento';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useEmpresasOpcoes } from '../../../api/get-empresas-opcoes.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormMoneyField } from '../../../components/forms/form-money-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { applyServerErrors } from '../../../components/forms/server-errors.ts';
import { Money } from '../../../components/money.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { BoasPraticasCampos, erroBoasPraticas, type RespostaBoasPraticas } from '../../servicos/index.ts';
import { useTaxasMeioPagamento } from '../../taxas-meio-pagamento/index.ts';
import { useConcluirPagamento, useSavePagamento, useUploadComprovante } from '../api/save-pagamento.ts';
import {
  novoPagamentoValues,
  type PagamentoFormValues,
  pagamentoConcluidoValues,
  pagamentoRequest,
  pagamentoValues,
  servicosQueCompleta,
  temParcelas,
} from '../lib/pagamento-form.ts';
import { somaDosServicos } from '../lib/pagamento-texto.ts';

export const PAGAMENTO_FORM_TEXTS = {
  novo: 'Novo pagamento',
  editar: (id: number) => `Editar pagamento ${formatId(id)}`,
  concluir: (id: number) => `Concluir pagamento ${formatId(id)}`,
  servicos: 'Serviços',
  valor: 'Valor do pagamento',
  valorServico: (id: number) => `Valor do serviço ${formatId(id)}`,
  soma: 'Soma dos serviços',
  meio: 'Meio de pagamento',
  parcelas: 'Parcelas',
  taxa: 'Taxa do meio de pagamento',
  vencimento: 'Data de vencimento',
  pagamento: 'Data de pagamento',
  status: 'Status do pagamento',
  responsavel: 'Responsável financeiro',
  contatoResponsavel: 'Contato responsável',
  nenhumaEmpresa: 'Nenhuma',
  empresaResponsavel: 'Empresa responsável',
  descricao: 'Observações',
  comprovante: 'Anexar comprovante',
  trocarComprovante: 'Trocar comprovante',
  comprovanteTipo: 'O comprovante deve ser um PDF ou uma imagem.',
  comprovanteFalhou: 'Pagamento salvo, mas o comprovante não foi anexado.',
  liberarTitulo: 'Liberar serviço',
  liberar: (ids: readonly number[]) =>
    ids.length === 1
      ? `Este pagamento completa o serviço ${formatId(ids[0])}: liberar o serviço agora`
      : `Este pagamento completa os serviços ${ids.map((id) => formatId(id)).join(', ')}: liberar os serviços agora`,
} as const;

const SEM_RESPOSTA: RespostaBoasPraticas = { seguiu: null, motivo: '' };

const PARCELAS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The receipt the user picked, checked before upload (the server checks it again by its bytes). */
export function comprovanteAceito(arquivo: File): boolean {
  return arquivo.type === 'application/pdf' || arquivo.type.startsWith('image/');
}

const rotuloServico = (servico: ServicoView) => `${formatId(servico.id)} · ${servico.cotacao.descricao}`;

type PagamentoFormDialogProps = {
  open: boolean;
  venda: number;
  /** the sale's services: those a payment may pay */
  servicos: readonly ServicoView[];
  /** absent: a new payment */
  pagamento?: PagamentoView | null;
  /** members of financeiro record the payment date, the status and the receipt */
  isFinanceiro: boolean;
  /** finance concludes the stored payment: it opens concluded, paid today unless it has a payment date */
  concluir?: boolean;
  onClose: () => void;
};

/** New and edit payment (part 1 §5): the schema `ZPagamentoSave` checks it with the spec's messages. */
export function PagamentoFormDialog({
  open,
  venda,
  servicos,
  pagamento,
  isFinanceiro,
  concluir = false,
  onClose,
}: PagamentoFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePagamento();
  const concluirELiberar = useConcluirPagamento();
  const upload = useUploadComprovante();
  const empresas = useEmpresasOpcoes();
  const [arquivo, setArquivo] = useState<File | null>(null);
  // concluding a payment that completes a service offers its release, with the best-practices answer
  const [liberar, setLiberar] = useState(true);
  const [resposta, setResposta] = useState<RespostaBoasPraticas>(SEM_RESPOSTA);
  const [tentouLiberar, setTentouLiberar] = useState(false);
  const [arquivoErro, setArquivoErro] = useState<string | null>(null);
  const arquivoId = useId();
  const arquivoInput = useRef<HTMLInputElement>(null);
  const disponiveis = servicos.filter(
    (s) => s.status !== 'cancelado' || pagamento?.servicos.some((p) => p.servico === s.id),
  );
  const inicial = () =>
    pagamento
      ? concluir
        ? pagamentoConcluidoValues(pagamento)
        : pagamentoValues(pagamento)
      : novoPagamentoValues({ servicos: disponiveis, responsavel: disponiveis[0] ?? null });
  const form = useForm<PagamentoFormValues, unknown, PagamentoSave>({
    resolver: schemaResolver(ZPagamentoSave, (values: PagamentoFormValues) =>
      pagamentoRequest(values, venda, pagamento?.versao),
    ),
    defaultValues: inicial(),
  });
  const { control, handleSubmit, reset, setError, trigger } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields start again each time the dialog opens
  useEffect(() => {
    if (open) {
      reset(inicial());
      setArquivo(null);
      setArquivoErro(null);
      setLiberar(true);
      setResposta(SEM_RESPOSTA);
      setTentouLiberar(false);
    }
  }, [open, pagamento, reset]);

  const meio = useWatch({ control, name: 'meio_pagamento' });
  const escolhidos = useWatch({ control, name: 'servicos' });
  const descricao = useWatch({ control, name: 'descricao' });
  const valor = useWatch({ control, name: 'valor_pagamento.valor' });
  const { isSubmitted } = form.formState;

  // a payment concluded here takes the fee table's fee while finance has not typed one (decision 0067);
  // a card link's fee comes from the gateway
  const tabela = useTaxasMeioPagamento(open && isFinanceiro);
  const status = useWatch({ control, name: 'status' });
  const parcelas = useWatch({ control, name: 'num_parcelas' });
  const taxaAtual = useWatch({ control, name: 'taxa_meio_pagamento' });
  const taxaPreenchida = useRef<string | null>(null);
  const taxaEditada = useRef(false);
  useEffect(() => {
    if (open) {
      taxaPreenchida.current = null;
      taxaEditada.current = false;
    }
  }, [open]);
  const { setValue } = form;
  useEffect(() => {
    if (status !== 'concluido' || !tabela.data || pagamento?.pagarme_link) return;
    // once finance changed the field (even cleared it), it is theirs
    if (taxaEditada.current) return;
    if (taxaAtual !== (taxaPreenchida.current ?? '')) {
      taxaEditada.current = true;
      return;
    }
    const texto = String(valor ?? '')
      .trim()
      .replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(texto)) return;
    const taxa = taxaPelaTabela(tabela.data.taxas, {
      valor: texto,
      meio_pagamento: meio,
      num_parcelas: temParcelas(meio) ? parcelas : 1,
    });
    const preenchida = taxa === null ? '' : taxa.toFixed(2).replace('.', ',');
    if (preenchida === taxaAtual) return;
    taxaPreenchida.current = preenchida;
    setValue('taxa_meio_pagamento', preenchida);
  }, [status, tabela.data, pagamento?.pagarme_link, taxaAtual, valor, meio, parcelas, setValue]);
  // the split's message belongs to the list: after a first save it follows every value typed
  const divisao = `${valor}#${escolhidos.map((s) => `${s.servico}=${s.valor}`).join('|')}`;
  const divisaoAnterior = useRef(divisao);
  useEffect(() => {
    if (divisao === divisaoAnterior.current) return;
    divisaoAnterior.current = divisao;
    if (isSubmitted) void trigger('servicos');
  }, [divisao, isSubmitted, trigger]);

  const completados =
    concluir && pagamento && isFinanceiro
      ? servicosQueCompleta(
          { servicos: escolhidos, valor_pagamento: { valor: valor ?? '' }, status },
          servicos,
        )
      : [];
  const liberando = completados.length > 0 && liberar;
  const fracasso = pagamento ? PAGAMENTO_UI_MESSAGES.erroAlterar : PAGAMENTO_UI_MESSAGES.erroCadastrar;
  const onSubmit = handleSubmit(async (body) => {
    if (liberando && erroBoasPraticas(resposta) !== null) {
      setTentouLiberar(true);
      return;
    }
    let salvo: PagamentoView;
    try {
      if (liberando && pagamento) {
        salvo = (
          await concluirELiberar.mutateAsync({
            id: pagamento.id,
            body: {
              pagamento: body,
              liberar: {
                servicos: completados,
                seguiu_manual_boas_praticas: resposta.seguiu === true,
                motivo_nao_seguimento_boas_praticas: resposta.seguiu ? null : resposta.motivo.trim(),
              },
            },
          })
        ).pagamento;
      } else salvo = await save.mutateAsync({ id: pagamento?.id, body });
    } catch (error) {
      applyServerErrors(error, setError);
      enqueueSnackbar(falhaComDetalhe(fracasso, error), { variant: 'error' });
      return;
    }
    enqueueSnackbar(
      liberando
        ? CONCLUIR_LIBERAR_MESSAGES.concluidoELiberado(completados.length)
        : pagamento
          ? PAGAMENTO_UI_MESSAGES.alterado
          : PAGAMENTO_UI_MESSAGES.cadastrado,
      { variant: 'success' },
    );
    if (arquivo) {
      try {
        await upload.mutateAsync({ id: salvo.id, arquivo });
      } catch (error) {
        enqueueSnackbar(falhaComDetalhe(PAGAMENTO_FORM_TEXTS.comprovanteFalhou, error), { variant: 'error' });
      }
    }
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={
        pagamento
          ? (concluir ? PAGAMENTO_FORM_TEXTS.concluir : PAGAMENTO_FORM_TEXTS.editar)(pagamento.id)
          : PAGAMENTO_FORM_TEXTS.novo
      }
      saving={save.isPending || concluirELiberar.isPending || upload.isPending}
      // the receipt chosen is sent after the payment, outside the form's values
      dirty={form.formState.isDirty || arquivo !== null || resposta.seguiu !== null}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          name="servicos"
          control={control}
          render={({ field, fieldState: { error } }) => (
            <TextField
              select
              label={PAGAMENTO_FORM_TEXTS.servicos}
              required
              value={field.value.map((s) => s.servico)}
              onChange={(event) => {
                const ids = [event.target.value as unknown as number[]].flat().map(Number);
                field.onChange(
                  ids.map((id) => field.value.find((s) => s.servico === id) ?? { servico: id, valor: '' }),
                );
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(error)}
              helperText={error?.message ?? error?.root?.message}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (ids) => (ids as number[]).map((id) => formatId(id)).join(', '),
                },
              }}
            >
              {disponiveis.map((servico) => (
                <MenuItem key={servico.id} value={servico.id}>
                  {rotuloServico(servico)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormMoneyField
          control={control}
          name="valor_pagamento.valor"
          label={PAGAMENTO_FORM_TEXTS.valor}
          required
        />
        {escolhidos.length > 1 ? (
          <Box>
            <Grid container spacing={2}>
              {escolhidos.map((escolhido, index) => (
                <Grid key={escolhido.servico} size={{ xs: 12, sm: 6 }}>
                  <FormMoneyField
                    control={control}
                    name={`servicos.${index}.valor`}
                    label={PAGAMENTO_FORM_TEXTS.valorServico(escolhido.servico)}
                  />
                </Grid>
              ))}
            </Grid>
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} data-testid="soma-servicos">
              {PAGAMENTO_FORM_TEXTS.soma}: <Money value={somaDosServicos(escolhidos)} />
            </Typography>
          </Box>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: temParcelas(meio) ? 8 : 12 }}>
            <Controller
              name="meio_pagamento"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  required
                  label={PAGAMENTO_FORM_TEXTS.meio}
                  inputRef={field.ref}
                  error={Boolean(error)}
                  helperText={error?.message}
                >
                  {MEIOS_PAGAMENTO.options().map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          {temParcelas(meio) ? (
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                name="num_parcelas"
                control={control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    fullWidth
                    label={PAGAMENTO_FORM_TEXTS.parcelas}
                    inputRef={field.ref}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                  >
                    {PARCELAS.map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}x
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormMoneyField control={control} name="taxa_meio_pagamento" label={PAGAMENTO_FORM_TEXTS.taxa} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="data_vencimento" label={PAGAMENTO_FORM_TEXTS.vencimento} />
          </Grid>
          {isFinanceiro ? (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  name="status"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      select
                      fullWidth
                      label={PAGAMENTO_FORM_TEXTS.status}
                      inputRef={field.ref}
                    >
                      {(['nao_efetuado', 'concluido'] as const).map((status) => (
                        <MenuItem key={status} value={status}>
                          {PAGAMENTO_STATUS.label(status)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormDateField
                  control={control}
                  name="data_pagamento"
                  label={PAGAMENTO_FORM_TEXTS.pagamento}
                />
              </Grid>
            </>
          ) : null}
        </Grid>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1.5 }}>
            {PAGAMENTO_FORM_TEXTS.responsavel}
          </FormLabel>
          {/* a contact, a company or both, as invoicing records them */}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="responsavel_financeiro"
                control={control}
                render={({ field, fieldState: { error } }) => (
                  <ContatoAutocomplete
                    label={PAGAMENTO_FORM_TEXTS.contatoResponsavel}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(error)}
                    helperText={error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="responsavel_financeiro_empresa"
                control={control}
                render={({ field, fieldState: { error } }) => (
                  <TextField
                    {...field}
                    select
                    fullWidth
                    label={PAGAMENTO_FORM_TEXTS.empresaResponsavel}
                    inputRef={field.ref}
                    error={Boolean(error)}
                    helperText={error?.message}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? '' : Number(event.target.value))
                    }
                  >
                    <MenuItem value="">
                      <em>{PAGAMENTO_FORM_TEXTS.nenhumaEmpresa}</em>
                    </MenuItem>
                    {(empresas.data ?? []).map((empresa) => (
                      <MenuItem key={empresa.id} value={empresa.id}>
                        {empresa.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
        </FormControl>
        <Controller
          name="descricao"
          control={control}
          render={({ field, fieldState: { error } }) => (
            <TextField
              {...field}
              label={PAGAMENTO_FORM_TEXTS.descricao}
              multiline
              minRows={2}
              inputRef={field.ref}
              error={Boolean(error)}
              helperText={error?.message ?? `${descricao.length}/${DESCRICAO_PAGAMENTO_MAX}`}
            />
          )}
        />
        {isFinanceiro ? (
          <Box>
            <Button
              component="label"
              htmlFor={arquivoId}
              variant="outlined"
              startIcon={<AttachFile />}
              // a label answers Space like a button; Enter opens the file chooser too
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  arquivoInput.current?.click();
                }
              }}
            >
              {pagamento?.documento_comprovante || arquivo
                ? PAGAMENTO_FORM_TEXTS.trocarComprovante
                : PAGAMENTO_FORM_TEXTS.comprovante}
              <input
                ref={arquivoInput}
                id={arquivoId}
                type="file"
                hidden
                accept="application/pdf,image/*"
                aria-label={PAGAMENTO_FORM_TEXTS.comprovante}
                onChange={(event) => {
                  const escolhido = event.target.files?.[0] ?? null;
                  event.target.value = '';
                  if (escolhido && !comprovanteAceito(escolhido)) {
                    setArquivo(null);
                    setArquivoErro(PAGAMENTO_FORM_TEXTS.comprovanteTipo);
                    return;
                  }
                  setArquivo(escolhido);
                  setArquivoErro(null);
                }}
              />
            </Button>
            {arquivo ? (
              <Typography variant="body2" component="span" sx={{ ml: 1.5 }}>
                {arquivo.name}
              </Typography>
            ) : pagamento?.documento_nome ? (
              <Typography variant="body2" component="span" sx={{ ml: 1.5, color: 'text.secondary' }}>
                {pagamento.documento_nome}
              </Typography>
            ) : null}
            {arquivoErro ? <FormHelperText error>{arquivoErro}</FormHelperText> : null}
          </Box>
        ) : null}
        {completados.length > 0 ? (
          <Paper
            variant="outlined"
            component="section"
            aria-label={PAGAMENTO_FORM_TEXTS.liberarTitulo}
            sx={{ p: 2 }}
          >
            <FormControlLabel
              control={<Checkbox checked={liberar} onChange={(event) => setLiberar(event.target.checked)} />}
              label={PAGAMENTO_FORM_TEXTS.liberar(completados)}
            />
            {liberar ? (
              <Box sx={{ mt: 1 }}>
                <BoasPraticasCampos resposta={resposta} onChange={setResposta} mostrarErro={tentouLiberar} />
              </Box>
            ) : null}
          </Paper>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
