import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MODELOS_USUARIO, type ModeloUsuario, papeisDoModelo } from '@skyler/domain/usuarios';
import { useState } from 'react';
import { type FieldValues, type Path, type PathValue, useFormContext } from 'react-hook-form';

export const MODELO_USUARIO_TEXTS = {
  rotulo: 'Modelo de perfil',
  nenhum: 'Nenhum',
  ajuda: 'Preenche perfis, departamentos, rotas restritas e funções nas vendas; tudo continua editável.',
} as const;

/**
 * The role template of a new user (decision 0081): choosing one fills the form's profiles, departments,
 * restricted routes and roles from the domain's template, each still editable; the server checks the result
 * as any other.
 */
export function EscolhaModeloUsuario<T extends FieldValues>() {
  const { setValue } = useFormContext<T>();
  const [modelo, setModelo] = useState<ModeloUsuario | ''>('');
  const aplicar = (valor: string) => {
    if (!MODELOS_USUARIO.is(valor)) {
      setModelo('');
      return;
    }
    setModelo(valor);
    for (const [campo, conteudo] of Object.entries(papeisDoModelo(valor))) {
      setValue(campo as Path<T>, conteudo as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };
  return (
    <TextField
      select
      label={MODELO_USUARIO_TEXTS.rotulo}
      value={modelo}
      onChange={(event) => aplicar(event.target.value)}
      helperText={MODELO_USUARIO_TEXTS.ajuda}
      sx={{ maxWidth: 360 }}
    >
      <MenuItem value="">{MODELO_USUARIO_TEXTS.nenhum}</MenuItem>
      {MODELOS_USUARIO.options().map((opcao) => (
        <MenuItem key={opcao.value} value={opcao.value}>
          {opcao.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
