import { normalizarBusca } from '@skyler/domain/busca';
import type { Endereco } from '@skyler/domain/fornecedores';

/** The stored search form of a supplier or provider: name, e-mail, documents and city. */
export function buscaDoCadastro(cadastro: {
  nome: string;
  email: string;
  cpf: string | null;
  cnpj: string | null;
  endereco: Endereco;
}): string {
  return normalizarBusca(
    cadastro.nome,
    cadastro.email,
    cadastro.cpf,
    cadastro.cnpj,
    cadastro.endereco.cidade,
    cadastro.endereco.estado,
  );
}
