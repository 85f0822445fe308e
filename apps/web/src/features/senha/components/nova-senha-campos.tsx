import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { regraSenhaBasica, SENHA_DICAS, SENHA_MAXIMO, SENHA_MESSAGES } from '@skyler/domain/senha';
import { useId } from 'react';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';

export const NOVA_SENHA_TEXTS = {
  nova: 'Nova senha',
  confirmar: 'Confirme a nova senha',
  dicas: 'A senha precisa ter:',
} as const;

/** The fields of a new password, as the forms hold them. */
export type NovaSenhaForm = { nova_senha: string; confirmacao: string };

/**
 * The cheap rules of the policy checked before sending (the server checks them all, strength included):
 * a message per field, or none.
 */
export function conferirNovaSenha(
  valores: NovaSenhaForm,
  usuario: { username: string; email: string },
): Partial<Record<keyof NovaSenhaForm, string>> {
  if (valores.nova_senha === '') return { nova_senha: SENHA_MESSAGES.obrigatoria };
  const regra = regraSenhaBasica(valores.nova_senha, usuario);
  if (regra) return { nova_senha: regra };
  if (valores.nova_senha !== valores.confirmacao) return { confirmacao: SENHA_MESSAGES.confirmacaoDiferente };
  return {};
}

/** The policy's hints and the two fields of the new password. */
export function NovaSenhaCampos() {
  const dicasId = useId();
  return (
    <>
      <div>
        <Typography id={dicasId} variant="body2" color="text.secondary">
          {NOVA_SENHA_TEXTS.dicas}
        </Typography>
        <List dense disablePadding aria-labelledby={dicasId} sx={{ listStyleType: 'disc', pl: 3 }}>
          {SENHA_DICAS.map((dica) => (
            <ListItem key={dica} disableGutters sx={{ display: 'list-item', py: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {dica}
              </Typography>
            </ListItem>
          ))}
        </List>
      </div>
      <FormTextField<NovaSenhaForm>
        name="nova_senha"
        label={NOVA_SENHA_TEXTS.nova}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: SENHA_MAXIMO } }}
      />
      <FormTextField<NovaSenhaForm>
        name="confirmacao"
        label={NOVA_SENHA_TEXTS.confirmar}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: SENHA_MAXIMO } }}
      />
    </>
  );
}
