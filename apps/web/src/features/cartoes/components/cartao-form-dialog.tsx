import TextField from '@mui/material/TextField';
import { CARTAO_MESSAGES, type Cartao, type CartaoInput, ZCartaoInput } from '@skyler/domain/emissoes';
import { onlyDigits } from '@skyler/domain/masks';
import { Controller, useForm } from 'react-hook-form';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useCreateCartao, useUpdateCartao } from '../api/cartoes.ts';

export const CARTAO_FORM_TEXTS = {
  novo: 'Novo cartão',
  editar: (nome: string) => `Editar cartão ${nome}`,
  nome: 'Nome',
  bandeira: 'Bandeira',
  digs: 'Últimos 4 dígitos',
  erroSalvar: 'Erro ao salvar o cartão.',
} as const;

type CartaoForm = { nome: string; bandeira: string; digs: string; ativo: boolean };

/** Add or edit an agency card (administrators): never more than the last four digits. */
export function CartaoFormDialog({ cartao, onClose }: { cartao: Cartao | null; onClose: () => void }) {
  const criar = useCreateCartao();
  const alterar = useUpdateCartao();
  const form = useForm<CartaoForm, unknown, CartaoInput>({
    defaultValues: cartao
      ? { nome: cartao.nome, bandeira: cartao.bandeira, digs: cartao.digs, ativo: cartao.ativo }
      : { nome: '', bandeira: '', digs: '', ativo: true },
    resolver: schemaResolver<CartaoForm, CartaoInput>(ZCartaoInput),
  });
  return (
    <FormDialogDeSalvar
      form={form}
      title={cartao ? CARTAO_FORM_TEXTS.editar(cartao.nome) : CARTAO_FORM_TEXTS.novo}
      saving={criar.isPending || alterar.isPending}
      sucesso={cartao ? CARTAO_MESSAGES.salvo : CARTAO_MESSAGES.criado}
      fallback={CARTAO_FORM_TEXTS.erroSalvar}
      salvar={(dados, resposta) => {
        if (cartao) alterar.mutate({ id: cartao.id, ...dados }, resposta);
        else criar.mutate(dados, resposta);
      }}
      onClose={onClose}
    >
      <FormTextField<CartaoForm>
        name="nome"
        label={CARTAO_FORM_TEXTS.nome}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField<CartaoForm>
        name="bandeira"
        label={CARTAO_FORM_TEXTS.bandeira}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <Controller
        name="digs"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <TextField
            label={CARTAO_FORM_TEXTS.digs}
            required
            value={field.value}
            onChange={(event) => field.onChange(onlyDigits(event.target.value).slice(0, 4))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error?.message ?? CARTAO_MESSAGES.digitos}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } }}
            sx={{ maxWidth: 220 }}
          />
        )}
      />
    </FormDialogDeSalvar>
  );
}
