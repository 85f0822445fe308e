import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatId, formatMoney } from '@skyler/domain/formatters';
import {
  MEIOS_COM_PARCELAS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  PAGAMENTO_UI_MESSAGES,
  type PagamentoView,
} from '@skyler/domain/pagamentos';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { repartirSubstituicao } from '@skyler/domain/precos/pagamento';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { conflitoMostradoNoDialogo } from '../../../components/dialogs/conflito-versao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { type FormDeLinhas, useLinhasDoForm } from '../../../components/forms/use-linhas-do-form.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useSubstituirPagamento } from '../api/save-pagamento.ts';
import { somaDosServicos } from '../lib/pagamento-texto.ts';

export const SUBSTITUIR_TEXTS = {
  acao: (id: number) => `Substituir pagamento ${formatId(id)}`,
  titulo: (id: number) => `Substituir pagamento ${formatId(id)}`,
  explicacao:
    'O pagamento é trocado pelos pagamentos abaixo numa só operação. Juntos, eles cobram de cada serviço exatamente o que este cobrava, então nada sai de Contas a Receber.',
  valor: (n: number) => `Valor do pagamento ${n}`,
  meio: (n: number) => `Meio de pagamento ${n}`,
  parcelas: (n: number) => `Parcelas ${n}`,
  vencimento: (n: number) => `Vencimento ${n}`,
  remover: (n: number) => `Remover pagamento ${n}`,
  adicionar: 'Adicionar pagamento',
  soma: (soma: string, valor: string) => `Soma: ${formatMoney(soma)} de ${formatMoney(valor)}`,
  somaDiferente: (valor: string) =>
    `A soma dos novos pagamentos deve ser igual ao valor do pagamento substituído (${formatMoney(valor)}).`,
  substituir: 'Substituir',
} as const;

type Linha = { valor: string; meio: MeioPagamento; parcelas: number; vencimento: string };

const lerValor = (texto: string) => {
  const limpo = texto.trim().replace(/^R\$\s*/, '');
  const normal = limpo.includes(',') ? limpo.replace(/\./g, '').replace(',', '.') : limpo;
  return /^\d{1,12}(\.\d{1,2})?$/.test(normal) ? normal : null;
};

type SubstituirForm = FormDeLinhas<Linha>;

/** Each line's amount read and the services' shares split by `repartirSubstituicao`; null when it cannot be. */
function partesDas(pagamento: PagamentoView, linhas: readonly Linha[]) {
  const valores = linhas.map((linha) => lerValor(linha.valor));
  const partes = valores.every((v): v is string => v !== null && dec(v).gt(0))
    ? repartirSubstituicao(pagamento.servicos, valores)
    : null;
  return partes === null ? null : { valores, partes };
}

/** The new payments must add up to the one replaced, split as the server checks it. */
function substituirResolver(pagamento: PagamentoView): Resolver<SubstituirForm> {
  return (values) => {
    if (partesDas(pagamento, values.linhas) !== null) return { values, errors: {} };
    const errors: FieldErrors<SubstituirForm> = {
      linhas: { type: 'validate', message: SUBSTITUIR_TEXTS.somaDiferente(pagamento.valor_pagamento.valor) },
    };
    return { values: {}, errors };
  };
}

/**
 * "Substituir" (decision 0066): finance swaps a payment not concluded for one or more payments (another
 * method, due date or a split in parts) in one operation; each service keeps exactly its share, the split
 * comes from `repartirSubstituicao`, the function whose result the server checks.
 */
export function SubstituirPagamentoDialog({
  pagamento,
  onClose,
}: {
  pagamento: PagamentoView;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const substituir = useSubstituirPagamento();
  const valor = pagamento.valor_pagamento.valor;
  const [resolver] = useState(() => substituirResolver(pagamento));
  const form = useForm<SubstituirForm>({
    defaultValues: {
      linhas: [
        {
          valor: valor.replace('.', ','),
          meio: pagamento.meio_pagamento as MeioPagamento,
          parcelas: pagamento.num_parcelas,
          vencimento: pagamento.data_vencimento ?? '',
        },
      ],
    },
    resolver,
    // the message goes at the next change and comes back only at the next Substituir
    reValidateMode: 'onSubmit',
  });
  const { linhas, erro, setLinhas, mudarLinha: mudar } = useLinhasDoForm(form);
  const soma = somaDosServicos(linhas.map((linha) => ({ valor: lerValor(linha.valor) ?? '' })));
  const salvar = form.handleSubmit((dados) => {
    const repartido = partesDas(pagamento, dados.linhas);
    if (repartido === null) return;
    const { valores, partes } = repartido;
    substituir.mutate(
      {
        id: pagamento.id,
        body: {
          versao: pagamento.versao,
          pagamentos: dados.linhas.map((linha, i) => ({
            valor_pagamento: { valor: moneyString(valores[i] ?? '0'), moeda: 'BRL' },
            servicos: partes[i] ?? [],
            meio_pagamento: linha.meio,
            num_parcelas: MEIOS_COM_PARCELAS.includes(linha.meio) ? linha.parcelas : 1,
            data_vencimento: linha.vencimento || null,
          })),
        },
      },
      {
        onSuccess: () => {
          enqueueSnackbar(PAGAMENTO_UI_MESSAGES.substituido, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          // a change made meanwhile is said in the dialog, with "Recarregar"
          if (conflitoMostradoNoDialogo(error)) return;
          enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroSubstituir, error), {
            variant: 'error',
          });
        },
      },
    );
  });
  return (
    <FormDialog
      open
      title={SUBSTITUIR_TEXTS.titulo(pagamento.id)}
      saving={substituir.isPending}
      submitLabel={SUBSTITUIR_TEXTS.substituir}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <p>{SUBSTITUIR_TEXTS.explicacao}</p>
      <Stack spacing={2}>
        {linhas.map((linha, i) => {
          const n = i + 1;
          return (
            <Stack key={n} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label={SUBSTITUIR_TEXTS.valor(n)}
                value={linha.valor}
                onChange={(event) => mudar(i, { valor: event.target.value })}
                required
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
              />
              <TextField
                select
                label={SUBSTITUIR_TEXTS.meio(n)}
                value={linha.meio}
                onChange={(event) => mudar(i, { meio: event.target.value as MeioPagamento })}
                sx={{ minWidth: 160 }}
              >
                {MEIOS_PAGAMENTO.values.map((meio) => (
                  <MenuItem key={meio} value={meio}>
                    {MEIOS_PAGAMENTO.label(meio)}
                  </MenuItem>
                ))}
              </TextField>
              {MEIOS_COM_PARCELAS.includes(linha.meio) ? (
                <TextField
                  select
                  label={SUBSTITUIR_TEXTS.parcelas(n)}
                  value={linha.parcelas}
                  onChange={(event) => mudar(i, { parcelas: Number(event.target.value) })}
                  sx={{ minWidth: 100 }}
                >
                  {Array.from({ length: 12 }, (_, k) => k + 1).map((p) => (
                    <MenuItem key={p} value={p}>
                      {p}x
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
              <TextField
                type="date"
                label={SUBSTITUIR_TEXTS.vencimento(n)}
                value={linha.vencimento}
                onChange={(event) => mudar(i, { vencimento: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {linhas.length > 1 ? (
                <IconButton
                  aria-label={SUBSTITUIR_TEXTS.remover(n)}
                  onClick={() => setLinhas((atuais) => atuais.filter((_, k) => k !== i))}
                >
                  <Close fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          );
        })}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            startIcon={<Add />}
            disabled={linhas.length >= 12}
            onClick={() =>
              setLinhas((atuais) => [
                ...atuais,
                { valor: '', meio: 'pix', parcelas: 1, vencimento: atuais.at(-1)?.vencimento ?? '' },
              ])
            }
          >
            {SUBSTITUIR_TEXTS.adicionar}
          </Button>
          <Typography variant="body2" data-testid="soma-substituicao">
            {SUBSTITUIR_TEXTS.soma(soma, valor)}
          </Typography>
        </Stack>
        {erro ? <Alert severity="error">{erro}</Alert> : null}
      </Stack>
    </FormDialog>
  );
}
