import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPOS_FORMADORES, RESPONSAVEIS_PAGAMENTO } from '@skyler/domain/emissoes';
import { TIPOS_PAGAMENTO_RAC, type TipoPagamentoRac } from '@skyler/domain/racs';
import { Money } from '../../../../components/money.tsx';
import { useCartoesAtivos } from '../../../emissoes/index.ts';
import { type LinhaRacForm, linhaAceitaCartao } from '../../lib/rac-form.ts';
import { rotuloCartao } from '../../lib/rac-texto.ts';
import { NOVA_RAC_TEXTS } from './nova-rac-textos.ts';

/** One row per forming field of the issuance: who pays it, what the RAC does with it, the agency's card. */
export function LinhasPagamento({
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
