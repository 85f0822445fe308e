import Delete from '@mui/icons-material/Delete';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatMilhas } from '@skyler/domain/milhas-proprias';
import {
  type ContaOferecida,
  LOGIN_MAX,
  MILHAS_VALIDADAS_MESSAGES,
  SENHA_MAX,
} from '@skyler/domain/milhas-validadas';
import type { Beneficiario } from '@skyler/domain/servicos';
import { useId, useState } from 'react';
import { CpfField } from '../../../components/fields/cpf-field.tsx';
import {
  avisoDeSaldo,
  type LinhaAprovacaoForm,
  type ModoConta,
  milhasDaLinha,
} from '../lib/linhas-aprovacao.ts';

export const LINHA_TEXTS = {
  conta: (numero: number) => `Conta ${numero}`,
  remover: (numero: number) => `Remover conta ${numero}`,
  passageiro: 'Passageiro',
  nenhum: 'Nenhum',
  modo: 'Tipo de conta',
  base: 'Conta fidelidade da base',
  terceiros: 'Conta de terceiros',
  contaFidelidade: 'Conta fidelidade',
  provedor: 'Provedor de milhas',
  programa: 'Programa de fidelidade',
  login: 'Login',
  senha: 'Senha',
  mostrarSenha: 'Mostrar senha',
  ocultarSenha: 'Ocultar senha',
  cpf: 'CPF',
  titular: 'Titular',
  milhas: 'Quantidade de milhas',
  valorCompra: 'Valor do milheiro (R$)',
  desagio: 'Deságio (%)',
  saldo: (milhas: number) => `Saldo ${formatMilhas(milhas)} milhas`,
  custoProprio: (custo: string) =>
    `Conta própria: as milhas saem do saldo e custam o milheiro próprio (R$ ${custo.replace('.', ',')}).`,
} as const;

export type Opcao = { id: number; nome: string };

/** A decimal field: digits and one comma or dot, as a price per thousand or a percentage is typed. */
const SO_DECIMAL = (texto: string) => texto.replace(/[^\d.,]/g, '');
const SO_DIGITOS = (texto: string) => texto.replace(/\D/g, '');

/** An account as the picker names it; an own account with its balance (decision 0068). */
export const nomeConta = (conta: ContaOferecida) =>
  [
    conta.titular,
    conta.programa.nome,
    conta.numero_id_conta,
    conta.provedor?.nome,
    conta.conta_propria && conta.saldo !== null ? LINHA_TEXTS.saldo(conta.saldo) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * One account line of the 'Aprovar?' dialog (part 2 §3 "approval line"): the passenger, a loyalty account
 * of the offered ones or a third party's account, and the miles and price (miles) or the discount (wallet).
 */
export function LinhaAprovacaoCampos({
  linha,
  indice,
  tipo,
  beneficiarios,
  contas,
  milhasFaltando,
  provedores,
  programas,
  desabilitado,
  onChange,
  onRemover,
}: {
  linha: LinhaAprovacaoForm;
  indice: number;
  tipo: 'milha' | 'wallet';
  beneficiarios: readonly Beneficiario[];
  contas: readonly ContaOferecida[];
  /** the ticket's miles no line covers yet */
  milhasFaltando: number;
  provedores: readonly Opcao[];
  programas: readonly Opcao[];
  desabilitado: boolean;
  onChange: (mudanca: Partial<LinhaAprovacaoForm>) => void;
  onRemover?: () => void;
}) {
  const tituloId = useId();
  const [verSenha, setVerSenha] = useState(false);
  const numero = indice + 1;
  const copiaPrimeira = indice > 0 && linha.mesma_conta;
  const campo = { size: 'small', disabled: desabilitado, fullWidth: true } as const;
  const selecionada = contas.find((conta) => conta.id === linha.conta_fidelidade);
  // a wallet ticket takes no miles from the account
  const milhasNecessarias = tipo === 'milha' ? milhasDaLinha(linha) || Math.max(milhasFaltando, 0) : 0;
  return (
    <Paper variant="outlined" role="group" aria-labelledby={tituloId} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={tituloId} variant="subtitle2" component="h3">
          {LINHA_TEXTS.conta(numero)}
        </Typography>
        {onRemover ? (
          <IconButton
            size="small"
            aria-label={LINHA_TEXTS.remover(numero)}
            onClick={onRemover}
            disabled={desabilitado}
          >
            <Delete fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          {...campo}
          select
          label={LINHA_TEXTS.passageiro}
          value={linha.contato === null ? '' : String(linha.contato)}
          onChange={(event) =>
            onChange({ contato: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <MenuItem value="">{LINHA_TEXTS.nenhum}</MenuItem>
          {beneficiarios.map((b) => (
            <MenuItem key={b.id} value={String(b.contato.id)}>
              {nomeCompleto(b.contato)}
            </MenuItem>
          ))}
        </TextField>
        {tipo === 'milha' ? (
          <TextField
            {...campo}
            label={LINHA_TEXTS.milhas}
            value={linha.valor}
            onChange={(event) => onChange({ valor: SO_DIGITOS(event.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
        ) : (
          <TextField
            {...campo}
            label={LINHA_TEXTS.desagio}
            value={linha.desagio_compra}
            onChange={(event) => onChange({ desagio_compra: SO_DECIMAL(event.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 13 } }}
          />
        )}
        {tipo === 'milha' ? (
          <TextField
            {...campo}
            label={LINHA_TEXTS.valorCompra}
            value={linha.valor_compra}
            onChange={(event) => onChange({ valor_compra: SO_DECIMAL(event.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 13 } }}
          />
        ) : null}
      </Box>
      {indice > 0 ? (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              checked={linha.mesma_conta}
              disabled={desabilitado}
              onChange={(event) => onChange({ mesma_conta: event.target.checked })}
            />
          }
          label={MILHAS_VALIDADAS_MESSAGES.mesmaConta}
        />
      ) : null}
      {copiaPrimeira ? null : (
        <>
          <RadioGroup
            row
            aria-label={LINHA_TEXTS.modo}
            value={linha.modo}
            onChange={(event) => onChange({ modo: event.target.value as ModoConta })}
            sx={{ my: 1 }}
          >
            <FormControlLabel
              value="base"
              control={<Radio size="small" />}
              label={LINHA_TEXTS.base}
              disabled={desabilitado}
            />
            <FormControlLabel
              value="terceiros"
              control={<Radio size="small" />}
              label={LINHA_TEXTS.terceiros}
              disabled={desabilitado}
            />
          </RadioGroup>
          {linha.modo === 'base' ? (
            <TextField
              {...campo}
              select
              label={LINHA_TEXTS.contaFidelidade}
              value={linha.conta_fidelidade === null ? '' : String(linha.conta_fidelidade)}
              onChange={(event) =>
                onChange({ conta_fidelidade: event.target.value === '' ? null : Number(event.target.value) })
              }
              helperText={
                contas.length === 0
                  ? MILHAS_VALIDADAS_MESSAGES.contasNaoEncontradas
                  : tipo === 'milha' && selecionada?.conta_propria && selecionada.custo_milheiro
                    ? LINHA_TEXTS.custoProprio(selecionada.custo_milheiro)
                    : undefined
              }
            >
              {contas.map((conta) => {
                const aviso = avisoDeSaldo(conta, milhasNecessarias);
                return (
                  <MenuItem key={conta.id} value={String(conta.id)}>
                    {nomeConta(conta)}
                    {aviso ? (
                      <Typography component="span" variant="inherit" color="error" sx={{ fontWeight: 500 }}>
                        {` · ${aviso}`}
                      </Typography>
                    ) : null}
                  </MenuItem>
                );
              })}
            </TextField>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <TextField
                {...campo}
                select
                label={LINHA_TEXTS.provedor}
                value={linha.provedor_milhas === null ? '' : String(linha.provedor_milhas)}
                onChange={(event) =>
                  onChange({ provedor_milhas: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                {provedores.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.nome}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                {...campo}
                select
                label={LINHA_TEXTS.programa}
                value={linha.programa_fidelidade === null ? '' : String(linha.programa_fidelidade)}
                onChange={(event) =>
                  onChange({
                    programa_fidelidade: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
                helperText={
                  programas.length === 0 ? MILHAS_VALIDADAS_MESSAGES.programasNaoEncontrados : undefined
                }
              >
                {programas.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.nome}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                {...campo}
                label={LINHA_TEXTS.login}
                value={linha.login}
                autoComplete="off"
                onChange={(event) => onChange({ login: event.target.value })}
                slotProps={{ htmlInput: { maxLength: LOGIN_MAX } }}
              />
              <TextField
                {...campo}
                label={LINHA_TEXTS.senha}
                type={verSenha ? 'text' : 'password'}
                autoComplete="new-password"
                value={linha.senha}
                onChange={(event) => onChange({ senha: event.target.value })}
                slotProps={{
                  htmlInput: { maxLength: SENHA_MAX },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          size="small"
                          edge="end"
                          aria-label={verSenha ? LINHA_TEXTS.ocultarSenha : LINHA_TEXTS.mostrarSenha}
                          onClick={() => setVerSenha((v) => !v)}
                        >
                          {verSenha ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <CpfField
                {...campo}
                label={LINHA_TEXTS.cpf}
                value={linha.cpf}
                onChange={(cpf) => onChange({ cpf })}
              />
              <TextField
                {...campo}
                label={LINHA_TEXTS.titular}
                value={linha.titular}
                onChange={(event) => onChange({ titular: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 150 } }}
              />
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
