import {
  type Contato,
  type ContatoData,
  type ContatoRef,
  type ContatoRequest,
  type EnderecoContato,
  emptyEnderecoContato,
  type PerfilContato,
  ZContatoRequest,
} from '@skyler/domain/contatos';
import { emptyTelefone, type TelefoneValue } from '@skyler/domain/paises-telefone';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';

/** What the contact forms hold: strings for the fields, the picked contacts and companies as objects. */
export type ContatoFormValues = {
  nome: string;
  sobrenome: string;
  indicacao: ContatoRef | null;
  cpf: string;
  cnpj: string;
  cnh: string;
  email: string;
  telefone: TelefoneValue;
  data_nascimento: string | null;
  genero: '' | 'M' | 'F';
  tier: '' | 'VIP' | '1' | '2';
  perfil: PerfilContato;
  cliente_estrangeiro: boolean;
  empresas: { id: number; nome: string }[];
  endereco: EnderecoContato;
  extras: {
    instagram: string;
    linkedin: string;
    relacao: ContatoRef | null;
    tipo_relacao: string;
    data_especial: string | null;
    ocasiao: string;
    observacoes: string;
  };
};

export function emptyContatoForm(): ContatoFormValues {
  return {
    nome: '',
    sobrenome: '',
    indicacao: null,
    cpf: '',
    cnpj: '',
    cnh: '',
    email: '',
    telefone: emptyTelefone(),
    data_nascimento: null,
    genero: '',
    tier: '',
    perfil: 'contato_basico',
    cliente_estrangeiro: false,
    empresas: [],
    endereco: emptyEnderecoContato(),
    extras: {
      instagram: '',
      linkedin: '',
      relacao: null,
      tipo_relacao: '',
      data_especial: null,
      ocasiao: '',
      observacoes: '',
    },
  };
}

export function contatoToForm(contato: Contato): ContatoFormValues {
  const vazio = emptyContatoForm();
  return {
    nome: contato.nome,
    sobrenome: contato.sobrenome,
    indicacao: contato.indicacao,
    cpf: contato.cpf ?? '',
    cnpj: contato.cnpj ?? '',
    cnh: contato.cnh ?? '',
    email: contato.email ?? '',
    telefone: contato.telefone ?? vazio.telefone,
    data_nascimento: contato.data_nascimento,
    genero: contato.genero ?? '',
    tier: contato.tier ?? '',
    perfil: contato.perfil,
    cliente_estrangeiro: contato.cliente_estrangeiro,
    empresas: contato.empresas,
    endereco: { ...vazio.endereco, ...contato.endereco },
    extras: {
      instagram: contato.extras.instagram ?? '',
      linkedin: contato.extras.linkedin ?? '',
      relacao: contato.extras.relacao,
      tipo_relacao: contato.extras.tipo_relacao ?? '',
      data_especial: contato.extras.data_especial,
      ocasiao: contato.extras.ocasiao ?? '',
      observacoes: contato.extras.observacoes ?? '',
    },
  };
}

/** The body of POST/PUT /api/contatos/ from the form (ids for the picked contacts and companies). */
export function formToRequest(values: ContatoFormValues): ContatoRequest {
  return {
    ...values,
    indicacao: values.indicacao?.id as number,
    genero: values.genero || null,
    tier: values.tier || null,
    empresas: values.empresas.map((empresa) => empresa.id),
    extras: { ...values.extras, relacao: values.extras.relacao?.id ?? null },
  };
}

/** The domain's ZContatoRequest decides, with the spec's messages, on the form's own field paths. */
export const contatoResolver = schemaResolver<ContatoFormValues, ContatoData>(ZContatoRequest, formToRequest);

/** Fields of each step of the wizard, validated before moving on. */
export const CAMPOS_PASSO_INFO = [
  'nome',
  'sobrenome',
  'indicacao',
  'cpf',
  'cnh',
  'email',
  'telefone',
  'data_nascimento',
  'empresas',
] as const;
export const CAMPOS_PASSO_ENDERECO = ['endereco'] as const;
export const CAMPOS_PASSO_EXTRAS = ['extras'] as const;
