import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MEIOS_PAGAMENTO_ORDEM,
  type MeioPagamentoOrdem,
  ORDEM_PAGAMENTO_MESSAGES,
  type OrdemPagamento,
} from '@skyler/domain/ordens-pagamento';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useCartoesAtivos } from '../../emissoes/index.ts';
import { useUpdateOrdem } from '../api/ordem-acoes.ts';
import { cartaoTexto } from '../lib/ordem-texto.ts';

export const CARTAO_TEXTOS = {
  titulo: 'Alterar cartão',
  meio: 'Meio de pagamento',
  cartao: 'Cartão',
} as const;

/**
 * How the agency pays an open order: its means and, by credit card, which of the agency's active cards (a card
 * saved before it was deactivated is still shown).
 */
export function CartaoDialog({ ordem, onClose }: { ordem: OrdemPagamento; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const cartoes = useCartoesAtivos();
  useErrorToast(cartoes.error, ORDEM_PAGAMENTO_MESSAGES.erroCartoes, { withDetail: false });
  const salvar = useUpdateOrdem();
  const [meio, setMeio] = useState<MeioPagamentoOrdem>(ordem.meio_pagamento);
  const [cartao, setCartao] = useState<number | null>(ordem.cartao?.id ?? null);
  const [erro, setErro] = useState<string | null>(null);
  const porCartao = meio === 'cartao_credito';
  const opcoes = [...(cartoes.data ?? [])];
  if (ordem.cartao && !opcoes.some((c) => c.id === ordem.cartao?.id)) opcoes.push(ordem.cartao);

  const onConfirm = () => {
    if (porCartao && cartao === null) {
      setErro(ORDEM_PAGAMENTO_MESSAGES.cartaoObrigatorio);
      return;
    }
    salvar.mutate(
      { id: ordem.id, meio_pagamento: meio, cartao: porCartao ? cartao : null, versao: ordem.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.cartaoAlterado, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const doCampo = isApiError(error) ? (error.errors.cartao?.[0] ?? null) : null;
          setErro(doCampo);
          enqueueSnackbar(falhaComDetalhe(ORDEM_PAGAMENTO_MESSAGES.erroCartao, doCampo ? null : error), {
            variant: 'error',
          });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={CARTAO_TEXTOS.titulo}
      cancelLabel="Cancelar"
      confirmLabel="Salvar"
      loading={salvar.isPending}
      onCancel={onClose}
      onConfirm={onConfirm}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          fullWidth
          label={CARTAO_TEXTOS.meio}
          value={meio}
          onChange={(event) => {
            setMeio(event.target.value as MeioPagamentoOrdem);
            setErro(null);
          }}
        >
          {MEIOS_PAGAMENTO_ORDEM.options().map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {porCartao ? (
          <TextField
            select
            fullWidth
            label={CARTAO_TEXTOS.cartao}
            value={cartao === null ? '' : String(cartao)}
            error={erro !== null}
            helperText={erro}
            onChange={(event) => {
              setCartao(event.target.value === '' ? null : Number(event.target.value));
              setErro(null);
            }}
          >
            {opcoes.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {cartaoTexto(c)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
