import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { formatId, hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { MEIOS_PAGAMENTO } from '@skyler/domain/pagamentos';
import { sum } from '@skyler/domain/precos/dinheiro';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { type FaturaRequest, SERVICO_MESSAGES, ZFaturaRequest } from '@skyler/domain/servicos';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useEmpresasOpcoes } from '../../../api/get-empresas-opcoes.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useFaturarCarrinho } from '../api/faturar-carrinho.ts';
import {
  alterarForma,
  calcularForma,
  erroDaForma,
  type FormaPagamento,
  formaDaProposta,
  type GrupoJuntavel,
  gruposJuntaveis,
  montarFatura,
  type PessoaRef,
} from '../lib/fatura-form.ts';
import { FormaPagamentoCotacao, reais } from './forma-pagamento-cotacao.tsx';
import { RequerimentoAlertaDialog } from './requerimento-alerta-dialog.tsx';

export const FATURA_TEXTS = {
  titulo: 'Faturar carrinho',
  juntos: 'Pagamentos juntos',
  juntosAjuda:
    'Pagamentos com o mesmo meio e o mesmo número de parcelas saem juntos, numa só cobrança; desmarque para cobrar separado.',
  juntar: (g: GrupoJuntavel) =>
    `Juntar os pagamentos ${MEIOS_PAGAMENTO.label(g.meio)}${g.parcelas > 1 ? ` ${g.parcelas}x` : ''} das cotações ${g.cotacoes
      .map((id) => formatId(id))
      .join(', ')}`,
  total: 'Total cobrado',
  cancelar: 'Cancelar',
  faturar: 'Faturar carrinho',
} as const;

type Props = {
  open: boolean;
  venda: number;
  cotacoes: readonly CotacaoView[];
  /** who the forms propose as financial responsible: the sale's client or company */
  responsavelPadrao: { cliente: PessoaRef | null; empresa: { id: number; nome: string } | null };
  onClose: () => void;
  onFaturado: () => void;
};

type FaturaValues = {
  /** each quote's payment form, by the quote's id */
  formas: Record<number, FormaPagamento>;
  /** the quotes whose form was inserted (checked) and not changed since */
  inseridos: number[];
  /** keys of the joinable groups the user unticked: the others are joined (one charge) */
  separados: string[];
};

/** The request the fields make, for `ZFaturaRequest` to decide on. */
function paraRequest(cotacoes: readonly CotacaoView[], { formas, inseridos, separados }: FaturaValues) {
  const juntos = gruposJuntaveis(
    cotacoes.filter((c) => inseridos.includes(c.id)),
    formas,
  )
    .map((g) => g.chave)
    .filter((chave) => !separados.includes(chave));
  return montarFatura({ cotacoes, formas, juntos: new Set(juntos) });
}

/**
 * Each quote's form pre-filled from the proposal's condition (`faturaSugerida`), inserted when it holds, and
 * the payments paid the same way joined.
 */
function valoresIniciais(
  cotacoes: readonly CotacaoView[],
  responsavel: Props['responsavelPadrao'],
  hoje: string,
): FaturaValues {
  const formas = Object.fromEntries(cotacoes.map((c) => [c.id, formaDaProposta(responsavel, c, hoje)]));
  return {
    formas,
    inseridos: cotacoes
      .filter((c) => {
        const forma = formas[c.id];
        return forma !== undefined && erroDaForma(forma, c) === null;
      })
      .map((c) => c.id),
    separados: [],
  };
}

/**
 * The invoicing dialog (part 1 §5): one payment form per quote of the cart, each inserted once it holds,
 * the joinable payments, and `POST fatura/`.
 */
export function FaturaDialog({ open, venda, cotacoes, responsavelPadrao, onClose, onFaturado }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const empresas = useEmpresasOpcoes().data ?? [];
  const faturar = useFaturarCarrinho();
  const hoje = hojeNaAgencia();
  const inicial = () => valoresIniciais(cotacoes, responsavelPadrao, hoje);
  const doCarrinho = useRef(cotacoes);
  doCarrinho.current = cotacoes;
  const [resolver] = useState(() =>
    schemaResolver<FaturaValues, FaturaRequest>(ZFaturaRequest, (values) =>
      paraRequest(doCarrinho.current, values),
    ),
  );
  const form = useForm<FaturaValues, unknown, FaturaRequest>({ defaultValues: inicial(), resolver });
  const { control, setValue, getValues, reset } = form;
  const [formas, inseridosLista, separadosLista] = useWatch({
    control,
    name: ['formas', 'inseridos', 'separados'],
  });
  // each quote's form's message from its last Inserir
  const [erros, setErros] = useState<Record<number, string | null>>({});
  const inseridos = new Set(inseridosLista);
  const separados = new Set(separadosLista);
  const [falha, setFalha] = useState<unknown>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const [abriu, setAbriu] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAbriu(true);
  }
  // each opening starts from the cart as it is now
  useEffect(() => {
    if (!abriu) return;
    setAbriu(false);
    reset(inicial());
    setErros({});
  });
  const mudou = { shouldDirty: true } as const;

  const grupos = gruposJuntaveis(
    cotacoes.filter((c) => inseridos.has(c.id)),
    formas,
  );

  // what the whole cart charges, the sum of each quote's priced terms
  const total = sum(
    cotacoes.map((c) => {
      const forma = formas[c.id];
      const calculo = forma ? calcularForma(forma, c) : null;
      return calculo?.ok ? calculo.fatura.valorTotal : null;
    }),
  ).toFixed(2);

  const alterar = (cotacao: CotacaoView, mudanca: Partial<FormaPagamento>) => {
    const atual = getValues();
    const forma = atual.formas[cotacao.id];
    if (forma)
      setValue('formas', { ...atual.formas, [cotacao.id]: alterarForma(forma, mudanca, cotacao) }, mudou);
    setValue(
      'inseridos',
      atual.inseridos.filter((id) => id !== cotacao.id),
      mudou,
    );
    setErros((atuais) => ({ ...atuais, [cotacao.id]: null }));
  };

  const inserir = (cotacao: CotacaoView) => {
    const atual = getValues();
    const forma = atual.formas[cotacao.id];
    const erro = forma ? erroDaForma(forma, cotacao) : PAGAMENTO_MESSAGES.tipoObrigatorio;
    setErros((atuais) => ({ ...atuais, [cotacao.id]: erro }));
    if (!erro && !atual.inseridos.includes(cotacao.id))
      setValue('inseridos', [...atual.inseridos, cotacao.id], mudou);
  };

  const enviar = form.handleSubmit(
    (body) =>
      faturar.mutate(
        { venda, body },
        {
          onSuccess: () => {
            enqueueSnackbar(SERVICO_MESSAGES.carrinhoFaturado, { variant: 'success' });
            onFaturado();
          },
          onError: (error) => {
            setFalha(error);
            enqueueSnackbar(SERVICO_MESSAGES.carrinhoNaoEnviado, { variant: 'error' });
          },
        },
      ),
    () => enqueueSnackbar(SERVICO_MESSAGES.carrinhoNaoEnviado, { variant: 'error' }),
  );

  return (
    <>
      <FormDialog
        open={open}
        title={FATURA_TEXTS.titulo}
        saving={faturar.isPending}
        submitLabel={FATURA_TEXTS.faturar}
        largura="lg"
        dirty={form.formState.isDirty}
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          if (cotacoes.some((c) => !inseridos.has(c.id))) {
            enqueueSnackbar(PAGAMENTO_MESSAGES.todasCotacoes, { variant: 'error' });
            return;
          }
          void enviar(event);
        }}
      >
        <Stack spacing={2}>
          {cotacoes.map((cotacao) => {
            const forma = formas[cotacao.id];
            if (!forma) return null;
            return (
              <FormaPagamentoCotacao
                key={cotacao.id}
                cotacao={cotacao}
                forma={forma}
                hoje={hoje}
                inserido={inseridos.has(cotacao.id)}
                erro={erros[cotacao.id] ?? null}
                empresas={empresas}
                onChange={(mudanca) => alterar(cotacao, mudanca)}
                onInserir={() => inserir(cotacao)}
              />
            );
          })}
          {grupos.length > 0 ? (
            <Paper variant="outlined" component="section" aria-label={FATURA_TEXTS.juntos} sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3">
                {FATURA_TEXTS.juntos}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {FATURA_TEXTS.juntosAjuda}
              </Typography>
              {grupos.map((g) => (
                <FormControlLabel
                  key={g.chave}
                  sx={{ display: 'flex' }}
                  control={
                    <Checkbox
                      checked={!separados.has(g.chave)}
                      onChange={(event) => {
                        const atuais = getValues('separados').filter((chave) => chave !== g.chave);
                        setValue('separados', event.target.checked ? atuais : [...atuais, g.chave], mudou);
                      }}
                    />
                  }
                  label={FATURA_TEXTS.juntar(g)}
                />
              ))}
            </Paper>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Typography variant="subtitle1">{FATURA_TEXTS.total}:</Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="total-fatura">
              {reais(total)}
            </Typography>
          </Stack>
        </Stack>
      </FormDialog>
      <RequerimentoAlertaDialog erro={falha} onClose={() => setFalha(null)} />
    </>
  );
}
