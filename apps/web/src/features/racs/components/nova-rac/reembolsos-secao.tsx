import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { estornoClienteSeAplica, tiposEstornoDaEmissao } from '../../lib/rac-form.ts';
import { rotuloEstorno } from '../visualizar-rac-dialog.tsx';
import { NOVA_RAC_TEXTS } from './nova-rac-textos.ts';
import type { NovaRacForm } from './use-nova-rac-form.ts';

/**
 * What the agency refunds the client and what a supplier refunds the agency (booked, decision 0065), the
 * supplier that refunds, and, where a payment line is refunded, how the client gets it back.
 */
export function ReembolsosSecao({ rac }: { rac: NovaRacForm }) {
  const { form, set, erros, fornecedores } = rac;
  return (
    <>
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
          {rac.reembolsa ? (
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
          {tiposEstornoDaEmissao(rac.tipoEmissao).map((tipo) => (
            <MenuItem key={tipo} value={tipo}>
              {rotuloEstorno(tipo)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
