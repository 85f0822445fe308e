import { formatCnpj, formatCpf } from '@skyler/domain/formatters-basicos';
import {
  type Endereco,
  emptyEndereco,
  type Fornecedor,
  type MeioPagamentoFornecedor,
  type Provedor,
  type TipoServicoProvedor,
} from '@skyler/domain/fornecedores';
import { PAIS_BRASIL } from '@skyler/domain/masks';

/** The fields suppliers and providers share, as the forms hold them. */
export type CadastroFormValues = {
  nome: string;
  email: string;
  telefone: { numero: string; pais: string };
  cpf: string;
  cnpj: string;
  endereco: Endereco;
};

export type FornecedorFormValues = CadastroFormValues & {
  provedores: number[];
  meios_de_pagamento: MeioPagamentoFornecedor[];
  chave_pix: string;
};

export type ProvedorFormValues = CadastroFormValues & {
  tipo_servico: TipoServicoProvedor | '';
  cia_aerea: number | null;
};

function cadastroFormValues(cadastro?: Fornecedor | Provedor): CadastroFormValues {
  return {
    nome: cadastro?.nome ?? '',
    email: cadastro?.email ?? '',
    telefone: { numero: cadastro?.telefone.numero ?? '', pais: cadastro?.telefone.pais ?? PAIS_BRASIL },
    cpf: cadastro?.cpf ?? '',
    cnpj: cadastro?.cnpj ?? '',
    endereco: { ...emptyEndereco(), ...cadastro?.endereco },
  };
}

export function fornecedorFormValues(fornecedor?: Fornecedor): FornecedorFormValues {
  return {
    ...cadastroFormValues(fornecedor),
    provedores: fornecedor?.provedores ?? [],
    meios_de_pagamento: fornecedor?.meios_de_pagamento ?? [],
    chave_pix: fornecedor?.chave_pix ?? '',
  };
}

export function provedorFormValues(provedor?: Provedor): ProvedorFormValues {
  return {
    ...cadastroFormValues(provedor),
    tipo_servico: provedor?.tipo_servico ?? '',
    cia_aerea: provedor?.cia_aerea?.id ?? null,
  };
}

/** CNPJ when there is one, else CPF, masked; '-' without either. */
export function documentoDe(cadastro: { cpf: string | null; cnpj: string | null }): string {
  return cadastro.cnpj ? formatCnpj(cadastro.cnpj) : formatCpf(cadastro.cpf);
}

/** 'Cidade/UF', or what there is of it. */
export function cidadeDe(endereco: Endereco): string {
  return [endereco.cidade, endereco.estado].filter(Boolean).join('/') || '-';
}
