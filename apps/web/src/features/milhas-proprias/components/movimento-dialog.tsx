import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type ContaPropria,
  formatMilhas,
  MILHAS_PROPRIAS_MESSAGES,
  type MovimentoRequestInput,
  milhasComBonus,
} from '@skyler/domain/milhas-proprias';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useRegistrarMovimento } from '../api/registrar-movimento.ts';

export type TipoManual = 'compra' | 'transferencia' | 'expiracao' | 'ajuste';

export const MOVIMENTO_TEXTS = {
  titulo: (conta: ContaPropria) => `Movimentar ${conta.programa.nome} · ${conta.numero_id_conta}`,
  saldo: (milhas: number) => `Saldo atual: ${formatMilhas(milhas)} milhas`,
  tipo: 'Movimento',
  tipos: {
    compra: 'Compra de milhas',
    transferencia: 'Transferência para outra conta',
    expiracao: 'Expiração',
    ajuste: 'Ajuste manual',
  } satisfies Record<TipoManual, string>,
  milhas: 'Milhas',
  milhasAjuste: 'Milhas (negativas para debitar)',
  valor: 'Valor pago (R$)',
  fornecedor: 'Vendedor',
  destino: 'Conta de destino',
  bonus: 'Bônus (%)',
  recebe: (milhas: number) => `O destino recebe ${formatMilhas(milhas)} milhas.`,
  observacao: 'Observação',
  motivo: 'Motivo do ajuste',
  registrar: 'Registrar',
  registrado: 'Movimento registrado.',
  erro: 'Não foi possível registrar o movimento.',
} as const;

const T = MOVIMENTO_TEXTS;
const inteiro = (texto: string) => {
  const limpo = texto.replace(/[^\d-]/g, '');
  return limpo === '' || limpo === '-' ? Number.NaN : Number(limpo);
};

/**
 * Records a purchase, transfer, expiry or adjustment on one own account (decision 0068). Sends the account's
 * version: a change made by someone else meanwhile is refused (409) and the lists reload.
 */
export function MovimentoDialog({
  conta,
  contas,
  onClose,
}: {
  conta: ContaPropria;
  contas: readonly ContaPropria[];
  onClose: () => void;
}) {
  const [tipo, setTipo] = useState<TipoManual>('compra');
  const [milhas, setMilhas] = useState('');
  const [valor, setValor] = useState('');
  const [fornecedor, setFornecedor] = useState('');
  const [destino, setDestino] = useState('');
  const [bonus, setBonus] = useState('0');
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const fornecedores = useFornecedoresSimples({ enabled: tipo === 'compra' });
  const registrar = useRegistrarMovimento();
  const { enqueueSnackbar } = useSnackbar();
  const destinos = contas.filter((c) => c.id !== conta.id && c.ativo);
  const quantidade = inteiro(milhas);
  const bonusValido = /^\d{1,3}([.,]\d{1,2})?$/.test(bonus.trim());

  const corpo = (): MovimentoRequestInput => {
    const comuns = { observacao: observacao.trim() || null, versao: conta.versao };
    switch (tipo) {
      case 'compra':
        return { tipo, milhas: quantidade, valor: valor.trim(), fornecedor: Number(fornecedor), ...comuns };
      case 'transferencia':
        return {
          tipo,
          milhas: quantidade,
          conta_destino: Number(destino),
          bonus_porcentagem: bonus.trim(),
          ...comuns,
        };
      case 'expiracao':
        return { tipo, milhas: quantidade, ...comuns };
      case 'ajuste':
        return { tipo, milhas: quantidade, observacao: observacao.trim(), versao: conta.versao };
    }
  };

  const validar = (): Record<string, string[]> => {
    const e: Record<string, string[]> = {};
    const positivo = Number.isInteger(quantidade) && quantidade > 0;
    if (tipo === 'ajuste') {
      if (!Number.isInteger(quantidade) || quantidade === 0) e.milhas = [MILHAS_PROPRIAS_MESSAGES.ajusteZero];
      if (observacao.trim().length < 3) e.observacao = [MILHAS_PROPRIAS_MESSAGES.observacaoObrigatoria];
    } else if (!positivo) e.milhas = [MILHAS_PROPRIAS_MESSAGES.milhasInvalidas];
    const debito = tipo === 'ajuste' ? -quantidade : tipo === 'compra' ? 0 : quantidade;
    if (!e.milhas && debito > conta.saldo)
      e.milhas = [MILHAS_PROPRIAS_MESSAGES.saldoInsuficiente(conta.saldo)];
    if (tipo === 'compra') {
      if (fornecedor === '') e.fornecedor = [MILHAS_PROPRIAS_MESSAGES.fornecedorObrigatorio];
      if (!/^\d+([.,]\d{1,2})?$/.test(valor.trim()) || Number(valor.replace(',', '.')) <= 0)
        e.valor = [MILHAS_PROPRIAS_MESSAGES.valorObrigatorio];
    }
    if (tipo === 'transferencia') {
      if (destino === '') e.conta_destino = [MILHAS_PROPRIAS_MESSAGES.destinoInvalido];
      if (!bonusValido) e.bonus_porcentagem = [MILHAS_PROPRIAS_MESSAGES.bonusInvalido];
    }
    return e;
  };

  const enviar = () => {
    const locais = validar();
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    registrar.mutate(
      { conta: conta.id, body: corpo() },
      {
        onSuccess: () => {
          enqueueSnackbar(T.registrado, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) setErros(error.errors);
          enqueueSnackbar(errorMessage(error, T.erro), { variant: 'error' });
          if (isApiError(error) && error.status === 409) onClose();
        },
      },
    );
  };

  const erro = (campo: string) => erros[campo]?.[0];
  const campo = { size: 'small', fullWidth: true } as const;
  return (
    <FormDialog
      open
      title={T.titulo(conta)}
      saving={registrar.isPending}
      submitLabel={T.registrar}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        enviar();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField {...campo} disabled value={T.saldo(conta.saldo)} label="Saldo" />
        <TextField
          {...campo}
          select
          label={T.tipo}
          value={tipo}
          onChange={(event) => {
            setTipo(event.target.value as TipoManual);
            setErros({});
          }}
        >
          {(Object.keys(T.tipos) as TipoManual[]).map((t) => (
            <MenuItem key={t} value={t}>
              {T.tipos[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...campo}
          label={tipo === 'ajuste' ? T.milhasAjuste : T.milhas}
          value={milhas}
          onChange={(event) => setMilhas(event.target.value.replace(/[^\d-]/g, ''))}
          error={Boolean(erro('milhas'))}
          helperText={erro('milhas')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        {tipo === 'compra' ? (
          <>
            <TextField
              {...campo}
              select
              label={T.fornecedor}
              value={fornecedor}
              onChange={(event) => setFornecedor(event.target.value)}
              error={Boolean(erro('fornecedor'))}
              helperText={erro('fornecedor')}
            >
              {(fornecedores.data ?? []).map((f) => (
                <MenuItem key={f.id} value={String(f.id)}>
                  {f.nome}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...campo}
              label={T.valor}
              value={valor}
              onChange={(event) => setValor(event.target.value.replace(/[^\d.,]/g, ''))}
              error={Boolean(erro('valor'))}
              helperText={erro('valor')}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 15 } }}
            />
          </>
        ) : null}
        {tipo === 'transferencia' ? (
          <>
            <TextField
              {...campo}
              select
              label={T.destino}
              value={destino}
              onChange={(event) => setDestino(event.target.value)}
              error={Boolean(erro('conta_destino'))}
              helperText={erro('conta_destino')}
            >
              {destinos.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {`${c.programa.nome} · ${c.numero_id_conta}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...campo}
              label={T.bonus}
              value={bonus}
              onChange={(event) => setBonus(event.target.value.replace(/[^\d.,]/g, ''))}
              error={Boolean(erro('bonus_porcentagem'))}
              helperText={
                erro('bonus_porcentagem') ??
                (Number.isInteger(quantidade) && quantidade > 0 && bonusValido
                  ? T.recebe(milhasComBonus(quantidade, bonus.trim().replace(',', '.')))
                  : undefined)
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
            />
          </>
        ) : null}
        <TextField
          {...campo}
          label={tipo === 'ajuste' ? T.motivo : T.observacao}
          value={observacao}
          onChange={(event) => setObservacao(event.target.value)}
          error={Boolean(erro('observacao'))}
          helperText={erro('observacao')}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Stack>
    </FormDialog>
  );
}
