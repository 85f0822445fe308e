import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  CAMPOS_FORMADORES,
  type EmissaoView,
  RESPONSAVEIS_PAGAMENTO,
  TIPOS_EMISSAO,
} from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  CANAIS_COBRANCA_RAC,
  RAC_ANOTACAO_MAX,
  RAC_MESSAGES,
  type RacCreate,
  TIPOS_PAGAMENTO_RAC,
  TIPOS_RAC,
  type TipoPagamentoRac,
  type TipoRac,
  ZRacCreate,
} from '@skyler/domain/racs';
import { useEffect, useState } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import { ErroAlertaDialog } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { DateField } from '../../../components/fields/date-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { Money } from '../../../components/money.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import {
  useCartoesAtivos,
  useEmissao,
  useEmissoesConcluidasDaVenda,
  usePagamentosEmissao,
} from '../../emissoes/index.ts';
import { useCreateRac } from '../api/rac-acoes.ts';
import {
  type CanalCobranca,
  emptyRacForm,
  errosRacForm,
  estornoClienteSeAplica,
  fornecedorReembolsa,
  type LinhaRacForm,
  linhaAceitaCartao,
  linhasDaEmissao,
  type MeioCobranca,
  type RacForm,
  racFormToRequest,
  tiposDaLinha,
  tiposEstornoDaEmissao,
} from '../lib/rac-form.ts';
import { rotuloCartao } from '../lib/rac-texto.ts';
import { rotuloEstorno } from './visualizar-rac-dialog.tsx';

export const NOVA_RAC_TEXTS = {
  titulo: 'Nova RAC',
  tipo: 'Tipo',
  emissao: 'Emissão associada',
  semEmissoes: 'Nenhuma emissão concluída nesta venda.',
  pagamentos: 'Pagamentos',
  carregandoCampos: 'Carregando campos formadores...',
  quemPaga: (campo: string) => `Quem paga: ${campo}`,
  tipoPagamento: (campo: string) => `Tipo de pagamento: ${campo}`,
  cartao: (campo: string) => `Cartão: ${campo}`,
  custo: 'Custo para a agência',
  cobranca: 'Cobrança ao cliente',
  valor: 'Valor',
  dataPrevista: 'Data prevista',
  dataRealizada: 'Data realizada',
  anotacoes: 'Anotações',
  canal: 'Canal de cobrança',
  fornecedor: 'Fornecedor',
  meio: 'Meio de cobrança',
  estorno: 'Estorno ao cliente',
  reembolsos: 'Reembolsos',
  reembolsoCliente: 'Reembolso ao cliente',
  reembolsoFornecedor: 'Reembolso do fornecedor à agência',
  fornecedorReembolso: 'Fornecedor que reembolsa',
  fornecedorDaEmissao: 'Fornecedor da emissão',
  reembolsosAjuda:
    'O reembolso ao cliente entra em Contas a Pagar (vencimento: data prevista da cobrança ao cliente); o do fornecedor, em Contas a Receber.',
} as const;

const ROTULOS_CAMPOS: Record<string, string> = {
  'racs.tipo': NOVA_RAC_TEXTS.tipo,
  'racs.emissao': NOVA_RAC_TEXTS.emissao,
  'racs.custo_skyler_valor': `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.custo})`,
  'racs.estorno_skyler_data_previsto': `${NOVA_RAC_TEXTS.dataPrevista} (${NOVA_RAC_TEXTS.custo})`,
  'racs.estorno_skyler_data_realizado': `${NOVA_RAC_TEXTS.dataRealizada} (${NOVA_RAC_TEXTS.custo})`,
  'racs.custo_skyler_anotacao': `${NOVA_RAC_TEXTS.anotacoes} (${NOVA_RAC_TEXTS.custo})`,
  'racs.cobranca_cliente': NOVA_RAC_TEXTS.canal,
  'racs.cobranca_cliente_fornecedor': NOVA_RAC_TEXTS.fornecedor,
  'racs.cobranca_cliente_valor': `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.cobranca_cliente_meio': NOVA_RAC_TEXTS.meio,
  'racs.estorno_cliente_data_previsto': `${NOVA_RAC_TEXTS.dataPrevista} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.estorno_cliente_data_realizado': `${NOVA_RAC_TEXTS.dataRealizada} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.cobranca_cliente_anotacao': `${NOVA_RAC_TEXTS.anotacoes} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.estorno_cliente_tipo': NOVA_RAC_TEXTS.estorno,
  'racs.estorno_cliente_valor': NOVA_RAC_TEXTS.reembolsoCliente,
  'racs.estorno_fornecedor_valor': NOVA_RAC_TEXTS.reembolsoFornecedor,
  'racs.estorno_fornecedor': NOVA_RAC_TEXTS.fornecedorReembolso,
};

/** The server's field paths as the dialog names them: `pagamentos.0.cartao` → "Pagamentos, linha 1". */
export function rotuloCampoRac(campo: string): string {
  const linha = /^pagamentos\.(\d+)\./.exec(campo);
  if (linha) return `${NOVA_RAC_TEXTS.pagamentos}, linha ${Number(linha[1]) + 1}`;
  return ROTULOS_CAMPOS[campo] ?? campo;
}

export function rotuloEmissao(e: Pick<EmissaoView, 'id' | 'tipo' | 'localizador' | 'descricao'>): string {
  return [formatId(e.id), TIPOS_EMISSAO.label(e.tipo), e.localizador || 'sem localizador', e.descricao]
    .filter(Boolean)
    .join(' · ');
}

type CamposDaSecao = {
  valor: 'custo_skyler_valor' | 'cobranca_cliente_valor';
  previsto: 'estorno_skyler_data_previsto' | 'estorno_cliente_data_previsto';
  realizado: 'estorno_skyler_data_realizado' | 'estorno_cliente_data_realizado';
  anotacao: 'custo_skyler_anotacao' | 'cobranca_cliente_anotacao';
};
const CAMPOS_CUSTO: CamposDaSecao = {
  valor: 'custo_skyler_valor',
  previsto: 'estorno_skyler_data_previsto',
  realizado: 'estorno_skyler_data_realizado',
  anotacao: 'custo_skyler_anotacao',
};
const CAMPOS_COBRANCA: CamposDaSecao = {
  valor: 'cobranca_cliente_valor',
  previsto: 'estorno_cliente_data_previsto',
  realizado: 'estorno_cliente_data_realizado',
  anotacao: 'cobranca_cliente_anotacao',
};

/** Amount, expected and realised dates and notes of the agency's cost or of the client's charge. */
function ValoresDaSecao({
  secao,
  campos,
  form,
  set,
  erros,
}: {
  secao: string;
  campos: CamposDaSecao;
  form: RacForm;
  set: <K extends keyof RacForm>(campo: K, valor: RacForm[K]) => void;
  erros: Record<string, string>;
}) {
  const erroValor = erros[`racs.${campos.valor}`];
  const erroAnotacao = erros[`racs.${campos.anotacao}`];
  const anotacao = form[campos.anotacao];
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label={`${NOVA_RAC_TEXTS.valor} (${secao})`}
          value={form[campos.valor]}
          onChange={(event) => set(campos.valor, event.target.value)}
          error={Boolean(erroValor)}
          helperText={erroValor}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateField
          fullWidth
          label={`${NOVA_RAC_TEXTS.dataPrevista} (${secao})`}
          value={form[campos.previsto]}
          onChange={(v) => set(campos.previsto, v)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateField
          fullWidth
          label={`${NOVA_RAC_TEXTS.dataRealizada} (${secao})`}
          value={form[campos.realizado]}
          onChange={(v) => set(campos.realizado, v)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={`${NOVA_RAC_TEXTS.anotacoes} (${secao})`}
          value={anotacao}
          onChange={(event) => set(campos.anotacao, event.target.value)}
          error={Boolean(erroAnotacao)}
          helperText={erroAnotacao ?? `${anotacao.length}/${RAC_ANOTACAO_MAX - 1}`}
          slotProps={{ htmlInput: { maxLength: RAC_ANOTACAO_MAX - 1 } }}
        />
      </Grid>
    </>
  );
}

function LinhasPagamento({
  linhas,
  tiposPermitidos,
  onChange,
}: {
  linhas: readonly LinhaRacForm[];
  tiposPermitidos: readonly TipoPagamentoRac[];
  onChange: (indice: number, linha: LinhaRacForm) => void;
}) {
  const cartoes = useCartoesAtivos().data ?? [];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={NOVA_RAC_TEXTS.pagamentos}>
        <TableHead>
          <TableRow>
            <TableCell>Campo formador</TableCell>
            <TableCell>Quem paga</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Cartão</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((linha, indice) => {
            const rotulo = CAMPOS_FORMADORES.label(linha.campo_formador);
            return (
              <TableRow key={linha.campo_formador}>
                <TableCell>
                  <div>{rotulo}</div>
                  <Typography variant="caption" color="text.secondary">
                    <Money value={linha.valor} />
                  </Typography>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={linha.responsavel}
                    disabled={linha.responsavel_fixo}
                    slotProps={{ htmlInput: { 'aria-label': NOVA_RAC_TEXTS.quemPaga(rotulo) } }}
                    onChange={(event) => {
                      const responsavel = event.target.value as LinhaRacForm['responsavel'];
                      onChange(indice, {
                        ...linha,
                        responsavel,
                        cartao: responsavel === 'skyler' ? linha.cartao : null,
                      });
                    }}
                    sx={{ minWidth: 120 }}
                  >
                    {RESPONSAVEIS_PAGAMENTO.options().map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={linha.tipo_rac}
                    slotProps={{ htmlInput: { 'aria-label': NOVA_RAC_TEXTS.tipoPagamento(rotulo) } }}
                    onChange={(event) =>
                      onChange(indice, { ...linha, tipo_rac: event.target.value as TipoPagamentoRac })
                    }
                    sx={{ minWidth: 200 }}
                  >
                    {tiposPermitidos.map((tipo) => (
                      <MenuItem key={tipo} value={tipo}>
                        {TIPOS_PAGAMENTO_RAC.label(tipo)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  {linhaAceitaCartao(linha) ? (
                    <TextField
                      select
                      size="small"
                      value={linha.cartao === null ? '' : String(linha.cartao)}
                      slotProps={{ htmlInput: { 'aria-label': NOVA_RAC_TEXTS.cartao(rotulo) } }}
                      onChange={(event) =>
                        onChange(indice, {
                          ...linha,
                          cartao: event.target.value === '' ? null : Number(event.target.value),
                        })
                      }
                      sx={{ minWidth: 200 }}
                    >
                      <MenuItem value="">Sem cartão</MenuItem>
                      {cartoes.map((c) => (
                        <MenuItem key={c.id} value={String(c.id)}>
                          {rotuloCartao(c)}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    '-'
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Nova RAC (part 2 §2): type, a concluded issuance of the sale, one payment line per forming field of it, the
 * agency's cost and the client's charge. Closing with something filled in asks first (the form dialog's
 * question); the request schema decides what is sent, with its own messages under the fields.
 */
export function NovaRacDialog({ venda, onClose }: { venda: number; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const criar = useCreateRac();
  const emissoes = useEmissoesConcluidasDaVenda(venda);
  useErrorToast(emissoes.error, RAC_MESSAGES.erroCarregarEmissoes, { withDetail: false });
  const concluidas = emissoes.data ?? [];
  const metodos = useForm<RacForm, unknown, RacCreate>({
    defaultValues: emptyRacForm(),
    resolver: schemaResolver<RacForm, RacCreate>(ZRacCreate, (valores) => racFormToRequest(valores, venda)),
  });
  const { setValue, getValues } = metodos;
  const form = metodos.watch();
  const [linhasDa, setLinhasDa] = useState<number | null>(null);
  const [erro, setErro] = useState<unknown>(null);
  const detalhe = useEmissao(form.emissao ?? 0, { enabled: form.emissao !== null });
  const pagamentosEmissao = usePagamentosEmissao(form.emissao ?? 0, { enabled: form.emissao !== null });
  const reembolsa = fornecedorReembolsa(form);
  const fornecedores = useFornecedoresSimples({
    enabled: (form.cobranca && form.cobranca_cliente === 'fornecedor') || reembolsa,
  });

  const emissao = concluidas.find((e) => e.id === form.emissao) ?? null;
  const tipoEmissao = emissao?.tipo ?? null;
  const pagamentosProntos = pagamentosEmissao.isSuccess || pagamentosEmissao.isError;
  useEffect(() => {
    if (form.emissao === null || linhasDa === form.emissao) return;
    if (!detalhe.data || detalhe.data.id !== form.emissao || !pagamentosProntos) return;
    const linhas = linhasDaEmissao(detalhe.data.campos_formadores, pagamentosEmissao.data ?? []);
    setValue('pagamentos', linhas);
    setLinhasDa(form.emissao);
  }, [form.emissao, linhasDa, detalhe.data, pagamentosEmissao.data, pagamentosProntos, setValue]);

  const set = <K extends keyof RacForm>(campo: K, valor: RacForm[K]) =>
    setValue<K>(campo, valor as PathValue<RacForm, K>, { shouldDirty: true });
  // the server's refusals of the refunds (the cap across the issuance's RACs) show under their fields
  const errosServidor: Record<string, string> = {};
  if (isApiError(erro)) {
    for (const campo of [
      'racs.estorno_cliente_valor',
      'racs.estorno_fornecedor_valor',
      'racs.estorno_fornecedor',
    ]) {
      const mensagem = erro.errors[campo]?.[0];
      if (mensagem) errosServidor[campo] = mensagem;
    }
  }
  // once a save was tried, the schema's messages follow what is typed
  const mostrarErros = metodos.formState.isSubmitted;
  const erros = { ...errosServidor, ...(mostrarErros ? errosRacForm(form, venda) : {}) };
  const linhasCarregadas = form.emissao !== null && linhasDa === form.emissao;

  // what is sent is the body as the form builds it (the server applies the schema's defaults)
  const salvar = metodos.handleSubmit(() => {
    criar.mutate(racFormToRequest(getValues(), venda), {
      onSuccess: () => {
        enqueueSnackbar(RAC_MESSAGES.racCadastrada, { variant: 'success' });
        onClose();
      },
      onError: setErro,
    });
  });

  return (
    <>
      <FormDialog
        open
        title={NOVA_RAC_TEXTS.titulo}
        largura="md"
        saving={criar.isPending}
        submitDisabled={!linhasCarregadas}
        dirty={metodos.formState.isDirty}
        onClose={onClose}
        onSubmit={(event) => void salvar(event)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                label={NOVA_RAC_TEXTS.tipo}
                value={form.tipo}
                onChange={(event) => set('tipo', event.target.value as TipoRac)}
              >
                {TIPOS_RAC.options().map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextField
                select
                fullWidth
                required
                label={NOVA_RAC_TEXTS.emissao}
                value={form.emissao === null ? '' : String(form.emissao)}
                error={emissoes.isError}
                helperText={
                  emissoes.isError
                    ? RAC_MESSAGES.erroCarregarEmissoes
                    : emissoes.isSuccess && concluidas.length === 0
                      ? NOVA_RAC_TEXTS.semEmissoes
                      : ' '
                }
                onChange={(event) => {
                  set('emissao', Number(event.target.value));
                  set('pagamentos', []);
                  set('estorno_cliente_tipo', null);
                  setLinhasDa(null);
                }}
              >
                {concluidas.map((e) => (
                  <MenuItem key={e.id} value={String(e.id)}>
                    {rotuloEmissao(e)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>

          {form.emissao !== null ? (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {NOVA_RAC_TEXTS.pagamentos}
              </Typography>
              {detalhe.isError ? (
                <Alert severity="error">{RAC_MESSAGES.erroCarregarEmissoes}</Alert>
              ) : linhasCarregadas ? (
                <LinhasPagamento
                  linhas={form.pagamentos}
                  tiposPermitidos={tiposDaLinha(tipoEmissao)}
                  onChange={(indice, linha) =>
                    set(
                      'pagamentos',
                      getValues('pagamentos').map((l, i) => (i === indice ? linha : l)),
                    )
                  }
                />
              ) : (
                <Typography variant="body2">{NOVA_RAC_TEXTS.carregandoCampos}</Typography>
              )}
            </Box>
          ) : null}

          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.custo_skyler}
                  onChange={(event) => set('custo_skyler', event.target.checked)}
                />
              }
              label={NOVA_RAC_TEXTS.custo}
            />
            {form.custo_skyler ? (
              <Grid container spacing={2} sx={{ mt: 0.5 }}>
                <ValoresDaSecao
                  secao={NOVA_RAC_TEXTS.custo}
                  campos={CAMPOS_CUSTO}
                  form={form}
                  set={set}
                  erros={erros}
                />
              </Grid>
            ) : null}
          </Box>

          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.cobranca}
                  onChange={(event) => set('cobranca', event.target.checked)}
                />
              }
              label={NOVA_RAC_TEXTS.cobranca}
            />
            {form.cobranca ? (
              <Grid container spacing={2} sx={{ mt: 0.5 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    select
                    fullWidth
                    label={NOVA_RAC_TEXTS.canal}
                    value={form.cobranca_cliente}
                    onChange={(event) => set('cobranca_cliente', event.target.value as CanalCobranca)}
                  >
                    {CANAIS_COBRANCA_RAC.options().map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                {form.cobranca_cliente === 'fornecedor' ? (
                  <Grid size={{ xs: 12, sm: 8 }}>
                    <Autocomplete
                      options={fornecedores.data ?? []}
                      loading={fornecedores.isLoading}
                      getOptionLabel={(f) => f.nome}
                      isOptionEqualToValue={(a, b) => a.id === b.id}
                      value={
                        (fornecedores.data ?? []).find((f) => f.id === form.cobranca_cliente_fornecedor) ??
                        null
                      }
                      onChange={(_event, f) => set('cobranca_cliente_fornecedor', f?.id ?? null)}
                      renderInput={(params) => <TextField {...params} label={NOVA_RAC_TEXTS.fornecedor} />}
                    />
                  </Grid>
                ) : (
                  <Grid size={{ xs: 12, sm: 8 }}>
                    <ToggleButtonGroup
                      exclusive
                      color="primary"
                      aria-label={NOVA_RAC_TEXTS.meio}
                      value={form.cobranca_cliente_meio}
                      onChange={(_event, meio: MeioCobranca | null) => set('cobranca_cliente_meio', meio)}
                      sx={{ height: 56 }}
                    >
                      <ToggleButton value="cartao">Cartão</ToggleButton>
                      <ToggleButton value="pix">Pix</ToggleButton>
                    </ToggleButtonGroup>
                  </Grid>
                )}
                <ValoresDaSecao
                  secao={NOVA_RAC_TEXTS.cobranca}
                  campos={CAMPOS_COBRANCA}
                  form={form}
                  set={set}
                  erros={erros}
                />
              </Grid>
            ) : null}
          </Box>

          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {NOVA_RAC_TEXTS.reembolsos}
            </Typography>
            <Grid container spacing={2}>
              {(
                [
                  ['estorno_cliente_valor', NOVA_RAC_TEXTS.reembolsoCliente],
                  ['estorno_fornecedor_valor', NOVA_RAC_TEXTS.reembolsoFornecedor],
                ] as const
              ).map(([campo, rotulo]) => (
                <Grid key={campo} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    fullWidth
                    label={rotulo}
                    value={form[campo]}
                    onChange={(event) => set(campo, event.target.value)}
                    error={Boolean(erros[`racs.${campo}`])}
                    helperText={erros[`racs.${campo}`]}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
                      htmlInput: { inputMode: 'decimal' },
                    }}
                  />
                </Grid>
              ))}
              {reembolsa ? (
                <Grid size={12}>
                  <Autocomplete
                    options={fornecedores.data ?? []}
                    loading={fornecedores.isLoading}
                    getOptionLabel={(f) => f.nome}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    value={(fornecedores.data ?? []).find((f) => f.id === form.estorno_fornecedor) ?? null}
                    onChange={(_event, f) => set('estorno_fornecedor', f?.id ?? null)}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={NOVA_RAC_TEXTS.fornecedorReembolso}
                        placeholder={NOVA_RAC_TEXTS.fornecedorDaEmissao}
                        error={Boolean(erros['racs.estorno_fornecedor'])}
                        helperText={erros['racs.estorno_fornecedor']}
                        slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
                      />
                    )}
                  />
                </Grid>
              ) : null}
            </Grid>
            <Typography variant="caption" color="text.secondary">
              {NOVA_RAC_TEXTS.reembolsosAjuda}
            </Typography>
          </Box>

          {estornoClienteSeAplica(form) ? (
            <TextField
              select
              label={NOVA_RAC_TEXTS.estorno}
              value={form.estorno_cliente_tipo ?? ''}
              onChange={(event) => set('estorno_cliente_tipo', event.target.value || null)}
              sx={{ maxWidth: 280 }}
            >
              {tiposEstornoDaEmissao(tipoEmissao).map((tipo) => (
                <MenuItem key={tipo} value={tipo}>
                  {rotuloEstorno(tipo)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </FormDialog>
      <ErroAlertaDialog erro={erro} onClose={() => setErro(null)} rotulo={rotuloCampoRac} />
    </>
  );
}
