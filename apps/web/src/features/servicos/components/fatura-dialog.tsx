import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { formatId } from '@skyler/domain/formatters-basicos';
import { MEIOS_PAGAMENTO } from '@skyler/domain/pagamentos';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useId, useState } from 'react';
import { useEmpresasOpcoes } from '../../../api/get-empresas-opcoes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useFaturarCarrinho } from '../api/faturar-carrinho.ts';
import {
  alterarForma,
  erroDaForma,
  type FormaPagamento,
  formaInicial,
  type GrupoJuntavel,
  gruposJuntaveis,
  montarFatura,
  type PessoaRef,
} from '../lib/fatura-form.ts';
import { FormaPagamentoCotacao } from './forma-pagamento-cotacao.tsx';
import { RequerimentoAlertaDialog } from './requerimento-alerta-dialog.tsx';

export const FATURA_TEXTS = {
  titulo: 'Faturar carrinho',
  juntos: 'Pagamentos juntos',
  juntosAjuda: 'Só se juntam pagamentos com o mesmo meio e o mesmo número de parcelas.',
  juntar: (g: GrupoJuntavel) =>
    `Juntar os pagamentos ${MEIOS_PAGAMENTO.label(g.meio)}${g.parcelas > 1 ? ` ${g.parcelas}x` : ''} das cotações ${g.cotacoes
      .map((id) => formatId(id))
      .join(', ')}`,
  cancelar: 'Cancelar',
  faturar: 'Faturar carrinho',
} as const;

type Props = {
  open: boolean;
  venda: number;
  cotacoes: readonly CotacaoView[];
  /** who the forms propose as financial responsible: the sale's client or company */
  responsavelPadrao: { cliente: PessoaRef | null; empresa: { id: number; nome: string } | null };
  onClose: () => void;
  onFaturado: () => void;
};

/**
 * The invoicing dialog (part 1 §5): one payment form per quote of the cart, each inserted once it holds,
 * the joinable payments, and `POST fatura/`.
 */
export function FaturaDialog({ open, venda, cotacoes, responsavelPadrao, onClose, onFaturado }: Props) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const empresas = useEmpresasOpcoes().data ?? [];
  const faturar = useFaturarCarrinho();
  const inicial = () =>
    Object.fromEntries(
      cotacoes.map((c) => [c.id, alterarForma(formaInicial(responsavelPadrao), {}, c)]),
    ) as Record<number, FormaPagamento>;
  const [formas, setFormas] = useState<Record<number, FormaPagamento>>(inicial);
  const [inseridos, setInseridos] = useState<ReadonlySet<number>>(new Set());
  const [erros, setErros] = useState<Record<number, string | null>>({});
  const [juntos, setJuntos] = useState<ReadonlySet<string>>(new Set());
  const [falha, setFalha] = useState<unknown>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFormas(inicial());
      setInseridos(new Set());
      setErros({});
      setJuntos(new Set());
    }
  }

  const grupos = gruposJuntaveis(
    cotacoes.filter((c) => inseridos.has(c.id)),
    formas,
  );

  const alterar = (cotacao: CotacaoView, mudanca: Partial<FormaPagamento>) => {
    setFormas((atual) => {
      const forma = atual[cotacao.id];
      return forma ? { ...atual, [cotacao.id]: alterarForma(forma, mudanca, cotacao) } : atual;
    });
    setInseridos((atual) => {
      const proximo = new Set(atual);
      proximo.delete(cotacao.id);
      return proximo;
    });
    setErros((atual) => ({ ...atual, [cotacao.id]: null }));
  };

  const inserir = (cotacao: CotacaoView) => {
    const forma = formas[cotacao.id];
    const erro = forma ? erroDaForma(forma, cotacao) : PAGAMENTO_MESSAGES.tipoObrigatorio;
    setErros((atual) => ({ ...atual, [cotacao.id]: erro }));
    if (!erro) setInseridos((atual) => new Set(atual).add(cotacao.id));
  };

  const enviar = () => {
    if (cotacoes.some((c) => !inseridos.has(c.id))) {
      enqueueSnackbar(PAGAMENTO_MESSAGES.todasCotacoes, { variant: 'error' });
      return;
    }
    const validos = new Set(grupos.map((g) => g.chave));
    const body = montarFatura({
      cotacoes,
      formas,
      juntos: new Set([...juntos].filter((chave) => validos.has(chave))),
    });
    faturar.mutate(
      { venda, body },
      {
        onSuccess: () => {
          enqueueSnackbar(SERVICO_MESSAGES.carrinhoFaturado, { variant: 'success' });
          onFaturado();
        },
        onError: (error) => {
          setFalha(error);
          enqueueSnackbar(SERVICO_MESSAGES.carrinhoNaoEnviado, { variant: 'error' });
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={faturar.isPending ? undefined : onClose}
        aria-labelledby={titleId}
        maxWidth="lg"
        fullWidth
      >
        <DialogTitle id={titleId}>{FATURA_TEXTS.titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {cotacoes.map((cotacao) => {
              const forma = formas[cotacao.id];
              if (!forma) return null;
              return (
                <FormaPagamentoCotacao
                  key={cotacao.id}
                  cotacao={cotacao}
                  forma={forma}
                  inserido={inseridos.has(cotacao.id)}
                  erro={erros[cotacao.id] ?? null}
                  empresas={empresas}
                  onChange={(mudanca) => alterar(cotacao, mudanca)}
                  onInserir={() => inserir(cotacao)}
                />
              );
            })}
            {grupos.length > 0 ? (
              <Paper variant="outlined" component="section" aria-label={FATURA_TEXTS.juntos} sx={{ p: 2 }}>
                <Typography variant="subtitle1" component="h3">
                  {FATURA_TEXTS.juntos}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {FATURA_TEXTS.juntosAjuda}
                </Typography>
                {grupos.map((g) => (
                  <FormControlLabel
                    key={g.chave}
                    sx={{ display: 'flex' }}
                    control={
                      <Checkbox
                        checked={juntos.has(g.chave)}
                        onChange={(event) =>
                          setJuntos((atual) => {
                            const proximo = new Set(atual);
                            if (event.target.checked) proximo.add(g.chave);
                            else proximo.delete(g.chave);
                            return proximo;
                          })
                        }
                      />
                    }
                    label={FATURA_TEXTS.juntar(g)}
                  />
                ))}
              </Paper>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={faturar.isPending}>
            {FATURA_TEXTS.cancelar}
          </Button>
          <Button variant="contained" onClick={enviar} loading={faturar.isPending}>
            {FATURA_TEXTS.faturar}
          </Button>
        </DialogActions>
      </Dialog>
      <RequerimentoAlertaDialog erro={falha} onClose={() => setFalha(null)} />
    </>
  );
}
