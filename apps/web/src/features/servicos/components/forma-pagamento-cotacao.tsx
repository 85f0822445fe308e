import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { EMPTY_DISPLAY, formatDate, formatId, formatMoney } from '@skyler/domain/formatters';
import {
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  TIPOS_PAGAMENTO,
  type TipoPagamento,
} from '@skyler/domain/pagamentos';
import type { PagamentoPrevisto } from '@skyler/domain/precos/fatura';
import type { ParcelaSugerida } from '@skyler/domain/precos/fatura-sugerida';
import { PARCELAS_MAX, PARCELAS_MIN } from '@skyler/domain/precos/parcelamento';
import { useState } from 'react';
import { ContatoPickerDialog } from '../../../components/contato-picker/contato-picker-dialog.tsx';
import { DateField } from '../../../components/fields/date-field.tsx';
import { Money } from '../../../components/money.tsx';
import {
  calcularForma,
  cronogramaDaForma,
  descontoEmBranco,
  type FormaPagamento,
  meiosDoTipo,
  temParcelas,
} from '../lib/fatura-form.ts';

/** An amount of the pricing: zero reads as R$ 0,00, not as the lists' '-'. */
export function reais(valor: string): string {
  const texto = formatMoney(valor);
  return texto === EMPTY_DISPLAY ? 'R$ 0,00' : texto;
}

export const FORMA_TEXTS = {
  titulo: (cotacao: CotacaoView) => `Cotação ${formatId(cotacao.id)} · ${cotacao.descricao}`,
  tipo: 'Tipo de pagamento*',
  meio: 'Meio de pagamento',
  parcelas: 'Parcelas',
  entrada: 'Valor de entrada*',
  desconto: 'Desconto',
  descontoMax: (max: string) => `Máximo ${reais(max)}`,
  descontoCobrado: (cobrado: string, tabela: string) =>
    `Será cobrado ${reais(cobrado)} (tabela ${reais(tabela)} menos o desconto)`,
  descontoVazio: (tabela: string) =>
    `Sem desconto: será cobrado o valor de tabela, ${reais(tabela)} (o preço em 12x no cartão)`,
  vencimento: 'Vencimento',
  vencimentoAjuda: 'Vazio: hoje',
  responsavel: 'Responsável financeiro*',
  escolherContato: 'Escolher contato',
  trocarContato: 'Trocar contato',
  empresa: 'Empresa responsável*',
  inserir: 'Inserir pagamento',
  inserido: 'Pagamento inserido',
  tabela: 'Valor de tabela (12x)',
  maxDesconto: 'Desconto máximo',
  minimo: 'Mínimo cobrável',
  cobrado: 'Valor cobrado',
  pagamentos: 'Pagamentos',
  vencimentos: 'Vencimentos',
  entradaEm: (valor: string, dia: string) => `Entrada de ${reais(valor)} em ${formatDate(dia)}`,
  parcelaEm: (valor: string, dia: string) => `Parcela única de ${reais(valor)} em ${formatDate(dia)}`,
  parcelasEntre: (n: number, valor: string, de: string, ate: string, ultima: string | null) =>
    `${n} parcelas mensais de ${reais(valor)}${ultima ? ` (última ${reais(ultima)})` : ''}, de ${formatDate(de)} a ${formatDate(ate)}`,
} as const;

/** The schedule of the terms in a few lines: the entry, then the instalments as one range. */
export function descreverCronograma(cronograma: readonly ParcelaSugerida[]): string[] {
  const linhas: string[] = [];
  const entrada = cronograma.find((c) => c.origem === 'entrada');
  if (entrada) linhas.push(FORMA_TEXTS.entradaEm(entrada.valor, entrada.vencimento));
  const parcelas = cronograma.filter((c) => c.origem === 'parcela');
  const [primeira] = parcelas;
  const ultima = parcelas.at(-1);
  if (!primeira || !ultima) return linhas;
  if (parcelas.length === 1) linhas.push(FORMA_TEXTS.parcelaEm(primeira.valor, primeira.vencimento));
  else
    linhas.push(
      FORMA_TEXTS.parcelasEntre(
        parcelas.length,
        primeira.valor,
        primeira.vencimento,
        ultima.vencimento,
        ultima.valor === primeira.valor ? null : ultima.valor,
      ),
    );
  return linhas;
}

const ORIGEM: Record<PagamentoPrevisto['origem'], string> = {
  entrada: 'Entrada',
  avista: 'À vista',
  parcelado: 'Parcelado',
};

export function descreverPagamento(p: PagamentoPrevisto): string {
  const meio = MEIOS_PAGAMENTO.label(p.meio_pagamento);
  return p.num_parcelas > 1
    ? `${ORIGEM[p.origem]} · ${meio} · ${p.num_parcelas}x de ${reais(p.valor_parcela)} (${reais(p.valor)})`
    : `${ORIGEM[p.origem]} · ${meio} · ${reais(p.valor)}`;
}

function Figura({ label, valor }: { label: string; valor: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 500, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {reais(valor)}
      </Typography>
    </Stack>
  );
}

const PARCELAS = Array.from({ length: PARCELAS_MAX - PARCELAS_MIN + 1 }, (_, i) => PARCELAS_MIN + i);

/** One quote's payment form in the invoicing dialog, with its live figures (part 1 §5). */
export function FormaPagamentoCotacao({
  cotacao,
  forma,
  hoje,
  inserido,
  erro,
  empresas,
  onChange,
  onInserir,
}: {
  cotacao: CotacaoView;
  forma: FormaPagamento;
  /** the agency's day: the entry's due date */
  hoje: string;
  inserido: boolean;
  erro: string | null;
  empresas: readonly { id: number; nome: string }[];
  onChange: (mudanca: Partial<FormaPagamento>) => void;
  onInserir: () => void;
}) {
  const [escolhendo, setEscolhendo] = useState(false);
  const calculo = calcularForma(forma, cotacao);
  const fatura = calculo.ok ? calculo.fatura : null;
  // the maximum stays in view while the discount typed is refused
  const semDesconto = calculo.ok ? calculo : calcularForma({ ...forma, desconto: '0' }, cotacao);
  const maxDesconto = semDesconto.ok ? semDesconto.fatura.maxDesconto : null;
  const titulo = FORMA_TEXTS.titulo(cotacao);
  return (
    <Paper variant="outlined" component="section" aria-label={titulo} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="subtitle1" component="h3">
            {titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            À vista (Pix): <Money value={cotacao.valor_final} />
          </Typography>
        </Box>
        {inserido ? <Chip color="success" size="small" label={FORMA_TEXTS.inserido} /> : null}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' }}>
          <TextField
            select
            size="small"
            label={FORMA_TEXTS.tipo}
            value={forma.tipo}
            onChange={(event) => onChange({ tipo: event.target.value as TipoPagamento })}
          >
            {TIPOS_PAGAMENTO.options().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={FORMA_TEXTS.meio}
            value={forma.meio}
            disabled={!forma.tipo}
            onChange={(event) => onChange({ meio: event.target.value as MeioPagamento })}
          >
            {meiosDoTipo(forma.tipo).map((meio) => (
              <MenuItem key={meio} value={meio}>
                {MEIOS_PAGAMENTO.label(meio)}
              </MenuItem>
            ))}
          </TextField>
          {temParcelas(forma) ? (
            <TextField
              select
              size="small"
              label={FORMA_TEXTS.parcelas}
              value={forma.parcelas}
              onChange={(event) => onChange({ parcelas: Number(event.target.value) })}
            >
              {PARCELAS.map((n) => (
                <MenuItem key={n} value={n}>
                  {`${n}x`}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {forma.tipo === 'pagamentoParceladoEntrada' ? (
            <TextField
              size="small"
              label={FORMA_TEXTS.entrada}
              value={forma.entrada}
              onChange={(event) => onChange({ entrada: event.target.value })}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
              }}
            />
          ) : null}
          <TextField
            size="small"
            label={FORMA_TEXTS.desconto}
            value={forma.desconto}
            disabled={!forma.tipo}
            onChange={(event) => onChange({ desconto: event.target.value })}
            helperText={
              maxDesconto ? (
                <>
                  <span>{FORMA_TEXTS.descontoMax(maxDesconto)}</span>
                  {fatura ? (
                    <Box component="span" data-testid={`cobrado-${cotacao.id}`} sx={{ display: 'block' }}>
                      {descontoEmBranco(forma)
                        ? FORMA_TEXTS.descontoVazio(fatura.totalComJuros)
                        : FORMA_TEXTS.descontoCobrado(fatura.valorTotal, fatura.totalComJuros)}
                    </Box>
                  ) : null}
                </>
              ) : undefined
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            }}
          />
          <DateField
            size="small"
            label={FORMA_TEXTS.vencimento}
            value={forma.vencimento}
            onChange={(vencimento) => onChange({ vencimento })}
            helperText={FORMA_TEXTS.vencimentoAjuda}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="body2" color="text.secondary" component="div" id={`resp-${cotacao.id}`}>
              {FORMA_TEXTS.responsavel}
            </Typography>
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
            >
              <ToggleButtonGroup
                size="small"
                exclusive
                value={forma.responsavelTipo}
                aria-labelledby={`resp-${cotacao.id}`}
                onChange={(_event, valor: FormaPagamento['responsavelTipo'] | null) => {
                  if (valor) onChange({ responsavelTipo: valor });
                }}
              >
                <ToggleButton value="contato">Contato</ToggleButton>
                <ToggleButton value="empresa">Empresa</ToggleButton>
              </ToggleButtonGroup>
              {forma.responsavelTipo === 'contato' ? (
                <>
                  <Typography data-testid={`responsavel-${cotacao.id}`}>
                    {forma.responsavel ? nomeCompleto(forma.responsavel) : '-'}
                  </Typography>
                  <Button size="small" variant="outlined" onClick={() => setEscolhendo(true)}>
                    {forma.responsavel ? FORMA_TEXTS.trocarContato : FORMA_TEXTS.escolherContato}
                  </Button>
                </>
              ) : (
                <TextField
                  select
                  size="small"
                  label={FORMA_TEXTS.empresa}
                  value={forma.empresa?.id ?? ''}
                  sx={{ minWidth: 220 }}
                  onChange={(event) => {
                    const id = Number(event.target.value);
                    onChange({ empresa: empresas.find((e) => e.id === id) ?? null });
                  }}
                >
                  {empresas.map((e) => (
                    <MenuItem key={e.id} value={e.id}>
                      {e.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          </Box>
        </Box>
        <Stack
          spacing={0.5}
          sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, alignSelf: 'start' }}
          data-testid={`figuras-${cotacao.id}`}
        >
          {fatura ? (
            <>
              <Figura label={FORMA_TEXTS.tabela} valor={fatura.totalComJuros} />
              <Figura label={FORMA_TEXTS.maxDesconto} valor={fatura.maxDesconto} />
              <Figura label={FORMA_TEXTS.minimo} valor={fatura.minimoCobravel} />
              <Figura label={FORMA_TEXTS.desconto} valor={fatura.desconto} />
              <Figura label={FORMA_TEXTS.cobrado} valor={fatura.valorTotal} />
              <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                {FORMA_TEXTS.pagamentos}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {fatura.pagamentos.map((p) => (
                  <Typography component="li" variant="body2" key={p.origem}>
                    {descreverPagamento(p)}
                  </Typography>
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                {FORMA_TEXTS.vencimentos}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid={`vencimentos-${cotacao.id}`}>
                {descreverCronograma(cronogramaDaForma(forma, fatura, hoje)).map((linha) => (
                  <Typography component="li" variant="body2" key={linha}>
                    {linha}
                  </Typography>
                ))}
              </Box>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {forma.tipo ? '-' : 'Escolha o tipo de pagamento.'}
            </Typography>
          )}
        </Stack>
      </Box>
      {erro ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {erro}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant={inserido ? 'outlined' : 'contained'} onClick={onInserir}>
          {FORMA_TEXTS.inserir}
        </Button>
      </Stack>
      <ContatoPickerDialog
        open={escolhendo}
        onClose={() => setEscolhendo(false)}
        onSelect={(contato) =>
          onChange({
            responsavel: { id: contato.id, nome: contato.nome, sobrenome: contato.sobrenome ?? null },
          })
        }
      />
    </Paper>
  );
}
