import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RAC_MESSAGES, TIPOS_RAC, type TipoRac } from '@skyler/domain/racs';
import { tiposDaLinha } from '../../lib/rac-form.ts';
import { LinhasPagamento } from './linhas-pagamento.tsx';
import { NOVA_RAC_TEXTS, rotuloEmissao } from './nova-rac-textos.ts';
import type { NovaRacForm } from './use-nova-rac-form.ts';

/** The RAC's type, the sale's concluded issuance it concerns and, once chosen, that issuance's payment lines. */
export function EmissaoSecao({ rac }: { rac: NovaRacForm }) {
  const { form, set, emissoes, concluidas } = rac;
  return (
    <>
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
            onChange={(event) => rac.escolherEmissao(Number(event.target.value))}
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
          {rac.detalheFalhou ? (
            <Alert severity="error">{RAC_MESSAGES.erroCarregarEmissoes}</Alert>
          ) : rac.linhasCarregadas ? (
            <LinhasPagamento
              linhas={form.pagamentos}
              tiposPermitidos={tiposDaLinha(rac.tipoEmissao)}
              onChange={rac.mudarLinha}
            />
          ) : (
            <Typography variant="body2">{NOVA_RAC_TEXTS.carregandoCampos}</Typography>
          )}
        </Box>
      ) : null}
    </>
  );
}
