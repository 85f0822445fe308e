import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@skyler/domain/formatters';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { MEIOS_PAGAMENTO, type MeioPagamento } from '@skyler/domain/pagamentos';
import {
  TAXAS_MEIO_PAGAMENTO_MESSAGES as M,
  MEIOS_TAXA_COM_PARCELAS,
  podeLerTaxasMeioPagamento,
  type TaxaMeioPagamentoView,
} from '@skyler/domain/taxas-meio-pagamento';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useSaveTaxaMeioPagamento, useTaxasMeioPagamento } from '../api/taxas-meio-pagamento.ts';

export const TAXAS_TEXTS = {
  carregando: 'Carregando...',
  erroCarregar: 'Erro ao carregar as taxas.',
  erroSalvar: 'Erro ao salvar a taxa.',
  meio: 'Meio de pagamento',
  parcelas: 'Parcelas',
  percentual: 'Percentual (%)',
  fixo: 'Valor fixo (R$)',
  vigenteDesde: 'Vigente desde',
  vigenteAte: 'Vigente até',
  alteradoPor: 'Alterado por',
  salvar: 'Salvar taxa',
  editar: 'Editar',
  vigentes: 'Taxas vigentes',
  novaOuAlterar: 'Definir taxa',
  explicacao:
    'A taxa de um pagamento é o percentual sobre o valor mais o valor fixo. Ela preenche a "Taxa do meio de pagamento" quando um pagamento é concluído; o financeiro ainda pode corrigi-la.',
  somenteLeitura: 'Somente administradores alteram a tabela.',
} as const;

/** The fee table of the payment methods (decision 0067): administrators change it, finance reads it. */
export function TaxasMeioPagamentoPage() {
  const user = useCurrentUser();
  if (!podeLerTaxasMeioPagamento(user)) throw new AccessDeniedError();
  return <TaxasConteudo podeEditar={user.is_superuser === true} />;
}

type Form = { meio_pagamento: MeioPagamento; num_parcelas: string; percentual: string; fixo: string };
const VAZIO: Form = { meio_pagamento: 'pagarme', num_parcelas: '1', percentual: '', fixo: '0' };
const comVirgula = (valor: string) => valor.replace('.', ',');

function TaxasConteudo({ podeEditar }: { podeEditar: boolean }) {
  const taxas = useTaxasMeioPagamento();
  const salvar = useSaveTaxaMeioPagamento();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<Form>(VAZIO);
  const [erros, setErros] = useState<Record<string, string>>({});
  const vigentes = taxas.data?.taxas ?? [];
  const atual = vigentes.find(
    (t) => t.meio_pagamento === form.meio_pagamento && String(t.num_parcelas) === form.num_parcelas,
  );
  const comParcelas = MEIOS_TAXA_COM_PARCELAS.includes(form.meio_pagamento);
  const editar = (t: TaxaMeioPagamentoView) =>
    setForm({
      meio_pagamento: t.meio_pagamento,
      num_parcelas: String(t.num_parcelas),
      percentual: comVirgula(t.percentual),
      fixo: comVirgula(t.fixo),
    });
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    setErros({});
    salvar.mutate(
      {
        meio_pagamento: form.meio_pagamento,
        num_parcelas: Number(form.num_parcelas),
        percentual: form.percentual,
        fixo: form.fixo || '0',
        ...(atual ? { versao: atual.versao } : {}),
      },
      {
        onSuccess: () => enqueueSnackbar(M.salva, { variant: 'success' }),
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) {
            setErros(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
          } else enqueueSnackbar(errorMessage(error, TAXAS_TEXTS.erroSalvar), { variant: 'error' });
        },
      },
    );
  };
  return (
    <>
      <PageHeader title={M.titulo} breadcrumbs={[{ label: 'Administração' }, { label: M.titulo }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {TAXAS_TEXTS.explicacao}
      </Typography>
      {taxas.isLoading ? <Typography>{TAXAS_TEXTS.carregando}</Typography> : null}
      {taxas.error ? <Typography color="error">{TAXAS_TEXTS.erroCarregar}</Typography> : null}
      {podeEditar ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label={TAXAS_TEXTS.novaOuAlterar}
          sx={{ p: 2, mb: 2 }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {TAXAS_TEXTS.novaOuAlterar}
          </Typography>
          <Stack
            component="form"
            noValidate
            onSubmit={enviar}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
          >
            <TextField
              select
              size="small"
              label={TAXAS_TEXTS.meio}
              value={form.meio_pagamento}
              onChange={(e) =>
                setForm((f) => ({ ...f, meio_pagamento: e.target.value as MeioPagamento, num_parcelas: '1' }))
              }
              sx={{ minWidth: 200 }}
            >
              {MEIOS_PAGAMENTO.values.map((meio) => (
                <MenuItem key={meio} value={meio}>
                  {MEIOS_PAGAMENTO.label(meio)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={TAXAS_TEXTS.parcelas}
              value={form.num_parcelas}
              disabled={!comParcelas}
              onChange={(e) => setForm((f) => ({ ...f, num_parcelas: e.target.value }))}
              error={Boolean(erros.num_parcelas)}
              helperText={erros.num_parcelas}
              sx={{ minWidth: 110 }}
            >
              {Array.from({ length: 12 }, (_, i) => String(i + 1)).map((n) => (
                <MenuItem key={n} value={n}>
                  {n}x
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={TAXAS_TEXTS.percentual}
              value={form.percentual}
              onChange={(e) => setForm((f) => ({ ...f, percentual: e.target.value }))}
              error={Boolean(erros.percentual)}
              helperText={erros.percentual}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
              sx={{ maxWidth: 160 }}
            />
            <TextField
              size="small"
              label={TAXAS_TEXTS.fixo}
              value={form.fixo}
              onChange={(e) => setForm((f) => ({ ...f, fixo: e.target.value }))}
              error={Boolean(erros.fixo)}
              helperText={erros.fixo}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
              sx={{ maxWidth: 160 }}
            />
            <Button type="submit" variant="contained" loading={salvar.isPending}>
              {TAXAS_TEXTS.salvar}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {TAXAS_TEXTS.somenteLeitura}
        </Typography>
      )}
      <TabelaTaxas titulo={TAXAS_TEXTS.vigentes} linhas={vigentes} onEditar={podeEditar ? editar : null} />
      <TabelaTaxas titulo={M.historico} linhas={taxas.data?.historico ?? []} onEditar={null} historico />
    </>
  );
}

function TabelaTaxas({
  titulo,
  linhas,
  onEditar,
  historico = false,
}: {
  titulo: string;
  linhas: TaxaMeioPagamentoView[];
  onEditar: ((t: TaxaMeioPagamentoView) => void) | null;
  historico?: boolean;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={titulo} sx={{ p: 2, mb: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {linhas.length === 0 ? (
        <Typography variant="body2">{M.semTabela}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{TAXAS_TEXTS.meio}</TableCell>
              <TableCell>{TAXAS_TEXTS.parcelas}</TableCell>
              <TableCell align="right">{TAXAS_TEXTS.percentual}</TableCell>
              <TableCell align="right">{TAXAS_TEXTS.fixo}</TableCell>
              <TableCell>{TAXAS_TEXTS.vigenteDesde}</TableCell>
              {historico ? <TableCell>{TAXAS_TEXTS.vigenteAte}</TableCell> : null}
              <TableCell>{TAXAS_TEXTS.alteradoPor}</TableCell>
              {onEditar ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{MEIOS_PAGAMENTO.label(t.meio_pagamento)}</TableCell>
                <TableCell>{t.num_parcelas}x</TableCell>
                <TableCell align="right">{`${comVirgula(t.percentual)} %`}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(t.fixo)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.vigente_desde)}</TableCell>
                {historico ? (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t.vigente_ate ? formatDateTime(t.vigente_ate) : ''}
                  </TableCell>
                ) : null}
                <TableCell>{t.alterado_por?.nome ?? ''}</TableCell>
                {onEditar ? (
                  <TableCell>
                    <Button size="small" onClick={() => onEditar(t)}>
                      {TAXAS_TEXTS.editar}
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
