import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { RAC_ANOTACAO_MAX } from '@skyler/domain/racs';
import { DateField } from '../../../../components/fields/date-field.tsx';
import type { RacForm } from '../../lib/rac-form.ts';
import { NOVA_RAC_TEXTS } from './nova-rac-textos.ts';

/** What a section of the form reads and writes: the values, the one setter, the messages by server path. */
export type SecaoProps = {
  form: RacForm;
  set: <K extends keyof RacForm>(campo: K, valor: RacForm[K]) => void;
  erros: Record<string, string>;
};

export type CamposDaSecao = {
  valor: 'custo_skyler_valor' | 'cobranca_cliente_valor';
  previsto: 'estorno_skyler_data_previsto' | 'estorno_cliente_data_previsto';
  realizado: 'estorno_skyler_data_realizado' | 'estorno_cliente_data_realizado';
  anotacao: 'custo_skyler_anotacao' | 'cobranca_cliente_anotacao';
};
export const CAMPOS_CUSTO: CamposDaSecao = {
  valor: 'custo_skyler_valor',
  previsto: 'estorno_skyler_data_previsto',
  realizado: 'estorno_skyler_data_realizado',
  anotacao: 'custo_skyler_anotacao',
};
export const CAMPOS_COBRANCA: CamposDaSecao = {
  valor: 'cobranca_cliente_valor',
  previsto: 'estorno_cliente_data_previsto',
  realizado: 'estorno_cliente_data_realizado',
  anotacao: 'cobranca_cliente_anotacao',
};

/** Amount, expected and realised dates and notes of the agency's cost or of the client's charge. */
export function ValoresDaSecao({
  secao,
  campos,
  form,
  set,
  erros,
}: SecaoProps & { secao: string; campos: CamposDaSecao }) {
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
