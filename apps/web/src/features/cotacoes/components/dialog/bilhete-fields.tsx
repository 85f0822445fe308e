import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  alternarFlagBilhete,
  type BilheteFlags,
  TIPOS_COTACAO,
  type TipoCotacao,
} from '@skyler/domain/cotacoes';
import { formatDate, formatMoney } from '@skyler/domain/formatters';
import { classeDoBilhete, linhaDaTabela } from '@skyler/domain/precos/calculo-cotacao';
import { type DecimalInput, dec } from '@skyler/domain/precos/dinheiro';
import { AJUSTE_MILHEIRO, milheiroDaTabela } from '@skyler/domain/precos/milhas';
import { Controller, type Path, useFormContext, useWatch } from 'react-hook-form';
import type { useProgramas } from '../../../../api/get-programas.ts';
import { CampoNumero, CampoSelecao, CampoValor, Grade, useSomenteLeitura } from './campos.tsx';
import type { BilheteForm, CotacaoFormValues } from './cotacao-form.ts';
import { useCalculo, useDialogo } from './dialogo-context.tsx';
import {
  AnotacaoCustoField,
  FornecedorProvedorFields,
  ImagensField,
  MoedaField,
  RavIncentivoFields,
  useSimboloMoeda,
} from './parte-comum.tsx';
import { Figura } from './resumo-parte.tsx';
import { ViagemFields } from './viagem-fields.tsx';

const PROVEDORES_AEREOS = ['aereo', 'milhas'] as const;
const FLAGS: { flag: keyof BilheteFlags; label: string }[] = [
  { flag: 'bilhete_ida', label: 'Ida' },
  { flag: 'bilhete_volta', label: 'Volta' },
  { flag: 'bilhete_independente', label: 'Independente' },
];
const caminho = (p: string) => p as Path<CotacaoFormValues>;
const MARCAS = Array.from(
  { length: (AJUSTE_MILHEIRO.max - AJUSTE_MILHEIRO.min) / AJUSTE_MILHEIRO.passo + 1 },
  (_, i) => {
    const value = AJUSTE_MILHEIRO.min + i * AJUSTE_MILHEIRO.passo;
    return { value, label: Number.isInteger(value) ? String(value) : undefined };
  },
);

/** Ida, volta or independente: independent clears the others and they clear it (part 1 §4). */
function FlagsBilhete({ prefixo }: { prefixo: string }) {
  const somenteLeitura = useSomenteLeitura();
  const { setValue } = useFormContext<CotacaoFormValues>();
  const [ida, volta, independente] = useWatch<CotacaoFormValues>({
    name: FLAGS.map(({ flag }) => caminho(`${prefixo}.${flag}`)),
  }) as boolean[];
  const atuais: BilheteFlags = {
    bilhete_ida: Boolean(ida),
    bilhete_volta: Boolean(volta),
    bilhete_independente: Boolean(independente),
  };
  return (
    <FormGroup row>
      {FLAGS.map(({ flag, label }) => (
        <FormControlLabel
          key={flag}
          label={label}
          disabled={somenteLeitura}
          control={
            <Checkbox
              checked={atuais[flag]}
              onChange={(_event, marcado) => {
                const proximos = alternarFlagBilhete(atuais, flag, marcado);
                for (const { flag: f } of FLAGS) {
                  if (proximos[f] !== atuais[f]) setValue(caminho(`${prefixo}.${f}`), proximos[f]);
                }
              }}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** The miles fields: quantity, fixed price or the table's, and the slider that moves it. */
function MilhasFields({ prefixo, indice }: { prefixo: string; indice: number }) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  const { contexto } = useDialogo();
  const calculo = useCalculo();
  const [programa, quantidade, viagem] = useWatch<CotacaoFormValues>({
    name: [
      caminho(`${prefixo}.programa_fidelidade`),
      caminho(`${prefixo}.quantidade_milhas`),
      caminho(`${prefixo}.viagem`),
    ],
  }) as [number | null, number | null, BilheteForm['viagem']];
  const linha = linhaDaTabela(contexto.tabelaMilhas, programa, classeDoBilhete({ viagem }), 'preco_de_venda');
  const parte = calculo.partes[indice];
  // the price the pricing used: the saved quote's own for this ticket (decision 0069), else today's table
  const daTabela = dec(
    parte?.milhas_usadas?.milheiro_tabela ?? milheiroDaTabela(quantidade ?? 0, linha?.precos),
  );
  const erroPiso = calculo.erros.find((e) => e.path[2] === indice && e.path[3] === 'milheiro');
  return (
    <>
      <Grade>
        <CampoNumero name={`${prefixo}.quantidade_milhas`} label="Qtd. de milhas" min={0} />
        <CampoValor
          name={`${prefixo}.milheiro`}
          label="Milheiro"
          placeholder={daTabela.toFixed(2).replace('.', ',')}
          helperText={`Tabela: ${formatMoney(daTabela.toFixed(2))}${linha?.piso ? ` · piso ${formatMoney(linha.piso)}` : ''}`}
          erroExterno={erroPiso?.message}
        />
      </Grade>
      <Box sx={{ px: 1 }}>
        <Typography variant="caption" color="text.secondary" id={`${prefixo}-ajuste`}>
          Ajuste do milheiro
        </Typography>
        <Controller
          name={caminho(`${prefixo}.ajuste_efetivo`)}
          control={control}
          render={({ field }) => (
            <Slider
              size="small"
              aria-labelledby={`${prefixo}-ajuste`}
              disabled={somenteLeitura}
              min={AJUSTE_MILHEIRO.min}
              max={AJUSTE_MILHEIRO.max}
              step={AJUSTE_MILHEIRO.passo}
              marks={MARCAS}
              valueLabelDisplay="auto"
              value={Number(field.value) || 0}
              onChange={(_event, valor) => field.onChange(valor as number)}
            />
          )}
        />
      </Box>
      {parte?.milheiro_efetivo ? (
        <Typography variant="body2" data-testid={`milheiro-efetivo-${indice + 1}`}>
          Milheiro efetivo: {formatMoney(parte.milheiro_efetivo)}
        </Typography>
      ) : null}
    </>
  );
}

/** What the ticket comes to; a wallet ticket's cost at the average purchase discount. */
/**
 * The wallet cost's label: the quote's own discount and the day it was taken (a saved quote keeps it,
 * decision 0069), else the agency's average discount of today.
 */
function rotuloCustoWallet(desagio: DecimalInput, desagioEm: string | null | undefined): string {
  const percentual = `${Number(desagio).toLocaleString('pt-BR')}%`;
  if (desagioEm === undefined) return `Custo wallet (deságio médio de ${percentual})`;
  return desagioEm
    ? `Custo wallet (deságio de ${percentual} da cotação, de ${formatDate(desagioEm)})`
    : `Custo wallet (deságio de ${percentual} da cotação)`;
}

function ResumoBilhete({ indice, tipo }: { indice: number; tipo: TipoCotacao }) {
  const parte = useCalculo().partes[indice];
  const { contexto, desagioEm } = useDialogo();
  const numero = indice + 1;
  if (!parte) return null;
  return (
    <Stack
      spacing={0.5}
      data-testid={`parte-bilhete-${numero}`}
      sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Figura label={`Total do bilhete ${numero}`} valor={parte.venda} />
      {parte.custo_bilhete !== null ? (
        <Figura
          label={tipo === 'milha' ? 'Valor das milhas' : 'Valor do bilhete em reais'}
          valor={parte.custo_bilhete}
        />
      ) : null}
      <Figura
        label={tipo === 'wallet' ? rotuloCustoWallet(contexto.desagio, desagioEm) : 'Custo para a agência'}
        valor={parte.custo}
      />
      {tipo === 'milha' && parte.milhas_usadas ? (
        <Typography variant="caption" color="text.secondary" data-testid={`tabela-milhas-bilhete-${numero}`}>
          {parte.milhas_usadas.tabela_em
            ? `Tabela de milhas de ${formatDate(parte.milhas_usadas.tabela_em)}`
            : 'Tabela de milhas mantida da cotação salva'}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** One ticket (subcotação) of a flight quote: paid, with miles or with a miles wallet. */
export function BilheteFields({
  indice,
  onRemover,
  programas,
}: {
  indice: number;
  onRemover?: () => void;
  programas: ReturnType<typeof useProgramas>;
}) {
  const prefixo = `cotacao_voo.subcotacoes.${indice}`;
  const somenteLeitura = useSomenteLeitura();
  const simbolo = useSimboloMoeda(prefixo);
  const tipo = useWatch<CotacaoFormValues>({ name: caminho(`${prefixo}.tipo_cotacao`) }) as TipoCotacao;
  const numero = indice + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Bilhete ${numero}`}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1">Bilhete {numero}</Typography>
          <FlagsBilhete prefixo={prefixo} />
          <Box sx={{ flex: 1 }} />
          {onRemover && !somenteLeitura ? (
            <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onRemover}>
              Remover bilhete {numero}
            </Button>
          ) : null}
        </Stack>
        <Grade min={200}>
          <CampoSelecao name={`${prefixo}.tipo_cotacao`} label="Tipo" opcoes={TIPOS_COTACAO.options()} />
          <FornecedorProvedorFields
            prefixo={prefixo}
            tiposProvedor={PROVEDORES_AEREOS}
            fornecedorObrigatorio={tipo === 'pagante'}
          />
          {tipo !== 'pagante' ? (
            <CampoSelecao
              name={`${prefixo}.programa_fidelidade`}
              label="Programa de fidelidade"
              required
              vazio="-"
              opcoes={(programas.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
            />
          ) : null}
        </Grade>
        {tipo === 'milha' ? <MilhasFields prefixo={prefixo} indice={indice} /> : null}
        <Grade>
          {tipo !== 'milha' ? (
            <>
              <MoedaField prefixo={prefixo} />
              <CampoValor name={`${prefixo}.custo_bilhete`} label="Valor do bilhete" prefixo={simbolo} />
            </>
          ) : null}
          <CampoValor name={`${prefixo}.custo_taxa_embarque`} label="Taxa de embarque" prefixo={simbolo} />
          <CampoValor name={`${prefixo}.custo_taxa_bagagem`} label="Taxa de bagagem" prefixo={simbolo} />
          <CampoValor name={`${prefixo}.custo_taxas_extras`} label="Taxas extras" prefixo={simbolo} />
          <CampoValor name={`${prefixo}.custo_assento_conforto`} label="Assento conforto" prefixo={simbolo} />
          <RavIncentivoFields prefixo={prefixo} />
        </Grade>
        <AnotacaoCustoField prefixo={prefixo} />
        <ImagensField prefixo={prefixo} />
        <Divider />
        <ViagemFields prefixo={prefixo} />
        <ResumoBilhete indice={indice} tipo={tipo} />
      </Stack>
    </Paper>
  );
}
