import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CANAIS_COBRANCA_RAC } from '@skyler/domain/racs';
import type { CanalCobranca, MeioCobranca } from '../../lib/rac-form.ts';
import { NOVA_RAC_TEXTS } from './nova-rac-textos.ts';
import type { NovaRacForm } from './use-nova-rac-form.ts';
import { CAMPOS_COBRANCA, CAMPOS_CUSTO, ValoresDaSecao } from './valores-da-secao.tsx';

/** The agency's cost, when ticked: amount, dates and notes. */
export function CustoSecao({ rac }: { rac: NovaRacForm }) {
  const { form, set, erros } = rac;
  return (
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
  );
}

/**
 * The client's charge, when ticked: by the agency (card or Pix) or by a supplier (which one), then amount, dates
 * and notes.
 */
export function CobrancaSecao({ rac }: { rac: NovaRacForm }) {
  const { form, set, erros, fornecedores } = rac;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox checked={form.cobranca} onChange={(event) => set('cobranca', event.target.checked)} />
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
                  (fornecedores.data ?? []).find((f) => f.id === form.cobranca_cliente_fornecedor) ?? null
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
  );
}
