import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type ConvertPnr, type ConvertPnrResposta, ZConvertPnr } from '@skyler/domain/conversao-pnr';
import type { CotacaoSaveInput } from '@skyler/domain/cotacoes';
import type { TIPOS_TRECHO } from '@skyler/domain/orcamentos';
import { PNR_MAX_CHARS, PNR_MESSAGES } from '@skyler/domain/pnr/messages';
import { type FormEvent, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useConvertPnr } from '../api/convert-pnr.ts';

type Formato = (typeof TIPOS_TRECHO.values)[number];

/** one leg, round trip, multi-leg: the order of part 1 §2 */
const FORMATOS: readonly Formato[] = ['so_ida', 'ida_volta', 'multitrecho'];

/** trips of each format: one leg, round trip, multi-leg (3 or more, part 1 §2) */
const TRECHOS_INICIAIS: Record<Formato, number> = { so_ida: 1, ida_volta: 2, multitrecho: 3 };
const MULTITRECHO_MIN = 3;
const TRECHOS_MAX = 10;
const VOOS_MAX = 20;

export const PNR_TEXTS = {
  titulo: 'Cotação por PNR',
  formato: 'Formato',
  formatos: {
    so_ida: 'Só ida (1 trecho)',
    ida_volta: 'Ida e volta (2 trechos)',
    multitrecho: 'Multitrecho (3 ou mais)',
  } satisfies Record<Formato, string>,
  voosDoTrecho: (n: number) => `Voos do trecho ${n}`,
  adicionarTrecho: 'Adicionar trecho',
  removerTrecho: (n: number) => `Remover trecho ${n}`,
  pnr: 'PNR',
  ajuda: 'Cole o texto da reserva (GDS ou e-mail da companhia aérea).',
  trechosVazios: 'Preencha todos os trechos!',
  cancelar: 'Cancelar',
  converter: 'Converter',
  erroInterno: 'Ocorreu um erro interno! Reporte o bug.',
} as const;

/** The new flight quote's first values from a conversion: its tickets, trips and legs. */
export function inicialDoPnr(convertido: ConvertPnrResposta): Partial<CotacaoSaveInput> {
  return { cotacao_voo: { subcotacoes: convertido.subcotacoes } };
}

/** What the quoter must check in the converted flight: skipped lines and airlines not registered. */
export function avisosDoPnr(convertido: ConvertPnrResposta): string[] {
  const avisos = [...convertido.avisos];
  if (convertido.cias_nao_encontradas.length > 0)
    avisos.push(
      `Companhias aéreas não cadastradas (escolha a companhia dessas pernas): ${convertido.cias_nao_encontradas.join(', ')}.`,
    );
  return avisos;
}

type PnrValues = { formato: Formato; voos: string[]; pnr: string };

/** `POST convert_pnr/`: the itinerary, its trips and the flights of each. */
const paraRequest = ({ pnr, voos }: PnrValues) => ({
  pnr,
  qtd_trechos: voos.length,
  distribuicao_voos: voos.map((v) => Number(v)),
});

const pnrResolver = schemaResolver<PnrValues, ConvertPnr>(ZConvertPnr, paraRequest);

/**
 * The PNR quote (part 1 §2, part 2 §5): the trip format, how many flights each trip has and the itinerary
 * text; the converted flight goes to a new quote.
 */
export function PnrDialog({
  open,
  viagem,
  onClose,
  onConvertido,
}: {
  open: boolean;
  /** the request's trip, whose format and number of trips the dialog starts with */
  viagem?: { tipo_trecho: Formato; trechos: readonly unknown[] } | null;
  onClose: () => void;
  onConvertido: (convertido: ConvertPnrResposta) => void;
}) {
  const formatoId = useId();
  const [defaultValues] = useState<PnrValues>(() => ({
    formato: viagem?.tipo_trecho ?? 'so_ida',
    voos: Array.from(
      {
        length: Math.min(
          TRECHOS_MAX,
          Math.max(TRECHOS_INICIAIS[viagem?.tipo_trecho ?? 'so_ida'], viagem?.trechos.length ?? 0),
        ),
      },
      () => '1',
    ),
    pnr: '',
  }));
  const form = useForm<PnrValues, unknown, ConvertPnr>({ defaultValues, resolver: pnrResolver });
  const { control, setValue, getValues } = form;
  const [formato, voos, pnr] = useWatch({ control, name: ['formato', 'voos', 'pnr'] });
  const [erro, setErro] = useState<string | null>(null);
  const converter = useConvertPnr();
  const mudou = { shouldDirty: true } as const;

  const escolherFormato = (novo: Formato) => {
    setValue('formato', novo, mudou);
    const atuais = getValues('voos');
    setValue(
      'voos',
      Array.from({ length: TRECHOS_INICIAIS[novo] }, (_, i) => atuais[i] ?? '1'),
      mudou,
    );
    setErro(null);
  };

  const mudarVoos = (proximos: (atuais: string[]) => string[]) =>
    setValue('voos', proximos(getValues('voos')), mudou);

  const longo = pnr.length >= PNR_MAX_CHARS;

  const converterPnr = form.handleSubmit(() =>
    converter.mutate(paraRequest(getValues()), {
      onSuccess: (convertido) => onConvertido(convertido),
      onError: (error) => setErro(errorMessage(error, PNR_TEXTS.erroInterno)),
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (voos.map((v) => Number(v)).some((n) => !Number.isInteger(n) || n < 1 || n > VOOS_MAX)) {
      setErro(PNR_TEXTS.trechosVazios);
      return;
    }
    if (pnr.trim() === '') {
      setErro(PNR_MESSAGES.empty);
      return;
    }
    if (longo) {
      setErro(PNR_MESSAGES.tooLong(pnr.length));
      return;
    }
    setErro(null);
    void converterPnr(event);
  };

  return (
    <FormDialog
      open={open}
      title={PNR_TEXTS.titulo}
      saving={converter.isPending}
      submitLabel={PNR_TEXTS.converter}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl>
          <FormLabel id={formatoId}>{PNR_TEXTS.formato}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={formatoId}
            value={formato}
            onChange={(event) => escolherFormato(event.target.value as Formato)}
          >
            {FORMATOS.map((valor) => (
              <FormControlLabel
                key={valor}
                value={valor}
                control={<Radio size="small" />}
                label={PNR_TEXTS.formatos[valor]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {voos.map((valor, indice) => (
            // trips are positions: the n-th field is always the n-th trip
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Box key={indice} sx={{ display: 'flex', alignItems: 'center' }}>
              <TextField
                label={PNR_TEXTS.voosDoTrecho(indice + 1)}
                type="number"
                size="small"
                value={valor}
                onChange={(event) =>
                  mudarVoos((atuais) => atuais.map((v, i) => (i === indice ? event.target.value : v)))
                }
                error={erro === PNR_TEXTS.trechosVazios && !(Number(valor) >= 1)}
                slotProps={{ htmlInput: { min: 1, max: VOOS_MAX, step: 1 } }}
                sx={{ width: 150 }}
              />
              {formato === 'multitrecho' && voos.length > MULTITRECHO_MIN ? (
                <IconButton
                  size="small"
                  aria-label={PNR_TEXTS.removerTrecho(indice + 1)}
                  onClick={() => mudarVoos((atuais) => atuais.filter((_, i) => i !== indice))}
                >
                  <Delete fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          ))}
          {formato === 'multitrecho' && voos.length < TRECHOS_MAX ? (
            <Button size="small" startIcon={<Add />} onClick={() => mudarVoos((atuais) => [...atuais, '1'])}>
              {PNR_TEXTS.adicionarTrecho}
            </Button>
          ) : null}
        </Box>
        <Controller
          name="pnr"
          control={control}
          render={({ field }) => (
            <TextField
              label={PNR_TEXTS.pnr}
              multiline
              minRows={8}
              maxRows={16}
              value={field.value}
              onChange={field.onChange}
              error={longo}
              helperText={
                longo
                  ? PNR_MESSAGES.tooLong(pnr.length)
                  : `${PNR_TEXTS.ajuda} ${pnr.length.toLocaleString('pt-BR')} de ${(PNR_MAX_CHARS - 1).toLocaleString('pt-BR')} caracteres.`
              }
              slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
          )}
        />
        {erro ? (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {erro}
          </Alert>
        ) : null}
      </Box>
    </FormDialog>
  );
}
