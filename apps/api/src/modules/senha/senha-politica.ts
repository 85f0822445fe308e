import { regraSenhaBasica, SENHA_FORCA_MINIMA, SENHA_MAXIMO, SENHA_MESSAGES } from '@skyler/domain/senha';
import type { UsuarioRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

type Estimador = { check: (senha: string, entradas: string[]) => { score: number } };

let estimador: Promise<Estimador> | undefined;

/**
 * zxcvbn with the common passwords, English and Brazilian Portuguese words, names and keyboard patterns.
 * Its dictionaries take a few MB: they are read the first time a password is checked, not at start.
 * Levenshtein matching is off: it made one check take up to half a second on the 2-core machine.
 */
function carregarEstimador(): Promise<Estimador> {
  estimador ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
  ]).then(
    ([core, common, ptBr]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...ptBr.dictionary },
        graphs: common.adjacencyGraphs,
        useLevenshteinDistance: false,
        maxLength: SENHA_MAXIMO,
      }),
  );
  estimador.catch(() => {
    estimador = undefined;
  });
  return estimador;
}

/** What the estimator is told about the user: a password built from them is weak. */
function entradasDoUsuario(usuario: Pick<UsuarioRow, 'username' | 'email' | 'nome' | 'sobrenome'>): string[] {
  const email = usuario.email.toLowerCase();
  return [
    usuario.username,
    email,
    email.split('@')[0] ?? '',
    ...`${usuario.nome} ${usuario.sobrenome}`.split(/\s+/),
    'skyler',
  ]
    .map((entrada) => entrada.trim().toLowerCase())
    .filter((entrada) => entrada.length > 0);
}

/** The policy's message for this password, or null when it passes (decision 0040). */
export async function mensagemPoliticaSenha(
  senha: string,
  usuario: Pick<UsuarioRow, 'username' | 'email' | 'nome' | 'sobrenome'>,
): Promise<string | null> {
  const basica = regraSenhaBasica(senha, usuario);
  if (basica) return basica;
  const { score } = (await carregarEstimador()).check(senha, entradasDoUsuario(usuario));
  return score < SENHA_FORCA_MINIMA ? SENHA_MESSAGES.fraca : null;
}

/** Refuses a password the policy does not accept, with the message on `nova_senha`. */
export async function conferirPoliticaSenha(
  senha: string,
  usuario: Pick<UsuarioRow, 'username' | 'email' | 'nome' | 'sobrenome'>,
): Promise<void> {
  const mensagem = await mensagemPoliticaSenha(senha, usuario);
  if (mensagem) throw new AppError('bad_request', mensagem, { nova_senha: [mensagem] });
}
