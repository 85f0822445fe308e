import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  CAMPOS_FORMADORES,
  EMISSAO_MESSAGES,
  type EmissaoDetalhe,
  RESPONSAVEIS_PAGAMENTO,
} from '@skyler/domain/emissoes';
import { toDecimal } from '@skyler/domain/formatters';
import { ORDEM_PAGAMENTO_MESSAGES } from '@skyler/domain/ordens-pagamento';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldErrors, isApiError } from '../../../api/api-error.ts';
import { invalidateOrdens } from '../../../api/ordens-keys.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { Money } from '../../../components/money.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useCartoesAtivos, usePagamentosEmissao, useSavePagamentosEmissao } from '../api/pagamentos.ts';
import {
  comResponsavel,
  type LinhaForm,
  linhasIniciais,
  pagamentosRequest,
  podeTerCartao,
  type Responsavel,
} from '../lib/linhas-pagamento.ts';

export const PAGAMENTOS_TEXTOS = {
  titulo: 'Pagamento da Emissão',
  tabela: 'Linhas de pagamento',
  quemPaga: (campo: string) => `Quem paga ${campo}`,
  cartao: (campo: string) => `Cartão de ${campo}`,
  semCartao: 'Sem cartão',
  salvar: 'Salvar',
  vazio: 'Nenhum campo a pagar nesta emissão.',
} as const;

/** The server opens a payment order for a line the agency pays, not zero and not RAV (decision 0028). */
function geraOrdemPagamento(linha: LinhaForm): boolean {
  return (
    linha.responsavel === 'skyler' && linha.campo_formador !== 'rav' && !toDecimal(linha.valor)?.isZero()
  );
}

/** The field messages of a refused save, one per line, after the screen's own. */
function mensagensDosCampos(errors: FieldErrors): string {
  return [...new Set(Object.values(errors).flat())].join(' ');
}

/**
 * Pagamentos (part 2 §2, §5, decision 0027): one line per forming field with its value, who pays (client or
 * agency, fixed for the agency's own fields) and, when the agency pays a field that takes a card, which of its
 * active cards. Salvar sends the whole list.
 */
export function AbaPagamentos({
  emissao,
  onSujoChange,
}: {
  emissao: EmissaoDetalhe;
  /** tells the page whether a line changed and is unsaved */
  onSujoChange?: (sujo: boolean) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const pagamentos = usePagamentosEmissao(emissao.id);
  const cartoes = useCartoesAtivos();
  const salvar = useSavePagamentosEmissao(emissao.id);
  useErrorToast(pagamentos.error, EMISSAO_MESSAGES.erroPagamentos, { withDetail: false });
  useErrorToast(cartoes.error, EMISSAO_MESSAGES.erroCartoes, { withDetail: false });
  const [linhas, setLinhas] = useState<LinhaForm[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const editavel = emissao.editavel;

  useEffect(() => {
    if (pagamentos.data) setLinhas(linhasIniciais(emissao.campos_formadores, pagamentos.data));
  }, [pagamentos.data, emissao.campos_formadores]);
  const sujo =
    editavel &&
    linhas !== null &&
    pagamentos.data !== undefined &&
    JSON.stringify(pagamentosRequest(linhas)) !==
      JSON.stringify(pagamentosRequest(linhasIniciais(emissao.campos_formadores, pagamentos.data)));
  useEffect(() => onSujoChange?.(sujo), [sujo, onSujoChange]);

  // a card saved before it was deactivated still shows on its line (it is not offered to the others)
  const opcoesCartao = [...(cartoes.data ?? [])];
  for (const salvo of pagamentos.data ?? []) {
    if (salvo.cartao && !opcoesCartao.some((c) => c.id === salvo.cartao?.id)) opcoesCartao.push(salvo.cartao);
  }

  const atualizar = (indice: number, muda: (linha: LinhaForm) => LinhaForm) =>
    setLinhas((atuais) => atuais?.map((l, i) => (i === indice ? muda(l) : l)) ?? null);

  const onSalvar = () => {
    if (!linhas) return;
    salvar.mutate(
      { pagamentos: pagamentosRequest(linhas), versao: emissao.versao },
      {
        onSuccess: () => {
          setErrors({});
          enqueueSnackbar(EMISSAO_MESSAGES.pagamentoRegistrado, { variant: 'success' });
          if (linhas.some(geraOrdemPagamento)) {
            enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.criadas, { variant: 'success' });
          }
          void invalidateOrdens(queryClient);
        },
        onError: (error) => {
          const campos = isApiError(error) ? error.errors : {};
          setErrors(campos);
          if (linhas.some(geraOrdemPagamento)) {
            enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.erroCriar, { variant: 'error' });
          }
          const detalhe = mensagensDosCampos(campos);
          enqueueSnackbar(
            detalhe
              ? `${EMISSAO_MESSAGES.erroSalvarPagamentos} ${detalhe}`
              : falhaComDetalhe(EMISSAO_MESSAGES.erroSalvarPagamentos, error),
            { variant: 'error' },
          );
        },
      },
    );
  };

  const erroDaLinha = (indice: number) =>
    Object.entries(errors)
      .filter(([campo]) => campo.startsWith(`pagamentos.${indice}`))
      .flatMap(([, mensagens]) => mensagens)[0];

  return (
    <Card variant="outlined">
      <CardHeader
        title={PAGAMENTOS_TEXTOS.titulo}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        {errors.pagamentos ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.pagamentos.join(' ')}
          </Alert>
        ) : null}
        {linhas === null ? (
          pagamentos.isLoading ? (
            'Carregando...'
          ) : null
        ) : linhas.length === 0 ? (
          PAGAMENTOS_TEXTOS.vazio
        ) : (
          <Table size="small" aria-label={PAGAMENTOS_TEXTOS.tabela}>
            <TableHead>
              <TableRow>
                <TableCell>Campo</TableCell>
                <TableCell align="right">Valor</TableCell>
                <TableCell>Quem paga</TableCell>
                <TableCell>Cartão</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((linha, indice) => {
                const rotulo = CAMPOS_FORMADORES.label(linha.campo_formador);
                const erro = erroDaLinha(indice);
                return (
                  <TableRow key={linha.campo_formador}>
                    <TableCell>{rotulo}</TableCell>
                    <TableCell align="right">
                      <Money value={linha.valor} />
                    </TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={linha.responsavel}
                        disabled={!editavel || linha.responsavel_fixo !== null}
                        sx={{ minWidth: 140 }}
                        slotProps={{ htmlInput: { 'aria-label': PAGAMENTOS_TEXTOS.quemPaga(rotulo) } }}
                        onChange={(event) =>
                          atualizar(indice, (l) => comResponsavel(l, event.target.value as Responsavel))
                        }
                        error={Boolean(erro)}
                        helperText={erro}
                      >
                        {RESPONSAVEIS_PAGAMENTO.options().map((o) => (
                          <MenuItem key={o.value} value={o.value}>
                            {o.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell>
                      {podeTerCartao(linha, linha.responsavel) ? (
                        <TextField
                          select
                          size="small"
                          value={linha.cartao === null ? '' : String(linha.cartao)}
                          disabled={!editavel}
                          sx={{ minWidth: 200 }}
                          slotProps={{
                            htmlInput: { 'aria-label': PAGAMENTOS_TEXTOS.cartao(rotulo) },
                            select: { displayEmpty: true },
                          }}
                          onChange={(event) =>
                            atualizar(indice, (l) => ({
                              ...l,
                              cartao: event.target.value === '' ? null : Number(event.target.value),
                            }))
                          }
                        >
                          <MenuItem value="">{PAGAMENTOS_TEXTOS.semCartao}</MenuItem>
                          {opcoesCartao.map((c) => (
                            <MenuItem key={c.id} value={String(c.id)}>
                              {`${c.nome} · ${c.bandeira} ···· ${c.digs}`}
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
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            disabled={!editavel || !linhas || linhas.length === 0}
            loading={salvar.isPending}
            onClick={onSalvar}
          >
            {PAGAMENTOS_TEXTOS.salvar}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
