import { z } from 'zod';
import { textoObrigatorio, ZIdRef, ZUsuarioRef } from './cadastro.ts';
import { ZChavePix } from './chave-pix.ts';
import { TIPOS_COTACAO } from './cotacoes.ts';
import { EMISSAO_STATUS, TIPOS_EMISSAO } from './emissoes.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import { onlyDigits, PAIS_BRASIL } from './masks.ts';
import { TIPOS_ORCAMENTO } from './orcamentos.ts';
import { ZPageQuery } from './pagination.ts';
import type { Departamento } from './permissions.ts';
import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidTelefone,
  normalizeCnpj,
  VALIDACAO_MESSAGES,
} from './validacao.ts';

export const MEIOS_PAGAMENTO_FORNECEDOR = defineEnum({
  pix: { label: 'Pix' },
  teddoc: { label: 'TED/DOC' },
  boleto: { label: 'Boleto' },
  cartao_credito: { label: 'Cartão de crédito' },
});
export type MeioPagamentoFornecedor = (typeof MEIOS_PAGAMENTO_FORNECEDOR.values)[number];

export const TIPOS_SERVICO_PROVEDOR = defineEnum({
  hospedagem: { label: 'Hospedagem' },
  aereo: { label: 'Aéreo' },
  locadora_de_carro: { label: 'Locadora de carro' },
  milhas: { label: 'Milhas' },
  outro: { label: 'Outro' },
});
export type TipoServicoProvedor = (typeof TIPOS_SERVICO_PROVEDOR.values)[number];

/** Providers that sell airline seats or miles name the airline they work with. */
export const TIPOS_COM_CIA_AEREA: readonly TipoServicoProvedor[] = ['aereo', 'milhas'];

export function usaCiaAerea(tipo: string | null | undefined): boolean {
  return (TIPOS_COM_CIA_AEREA as readonly string[]).includes(tipo ?? '');
}

/** Supplier and provider lists share one page, so each shows fewer rows than the other lists. */
export const FORNECEDORES_PAGE_SIZE = 10;

/** Images a quote may take from its provider (part 1 §5). */
export const IMAGENS_MAX_SELECAO = 4;
export const IMAGEM_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGEM_TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGEM_TITULO_MAX = 100;
export const IMAGEM_DESCRICAO_MAX = 500;

/** The spec's texts (part 2 §5 and §8, part 1 §2) and the ones this area adds, for API, screens and tests. */
export const FORNECEDORES_MESSAGES = {
  dadosInvalidos: 'Faltam dados ou dados fornecidos são inválidos.',
  provedorEdicaoIncompleta: 'Faltam dados obrigatórios',

  fornecedorCriado: 'Fornecedor criado com sucesso!',
  fornecedorAlterado: 'Dados do fornecedor alterado com sucesso!',
  fornecedorDeletado: 'Fornecedor deletado com sucesso.',
  provedorCriado: 'Provedor criado com sucesso!',
  provedorAlterado: 'Dados do provedor alterado com sucesso!',
  provedorDeletado: 'Provedor deletado com sucesso.',
  provedoresAssociados: 'Provedores do fornecedor atualizados com sucesso!',
  fornecedoresAssociados: 'Fornecedores do provedor atualizados com sucesso!',
  erroDeletarFornecedor: 'Erro ao deletar fornecedor',
  erroDeletarProvedor: 'Erro ao deletar provedor',
  erroCarregarFornecedores: 'Erro ao carregar fornecedores',
  erroCarregarProvedores: 'Erro ao carregar provedores',
  erroAssociadas: 'Erro ao carregar cotações, bilhetes e emissões associadas.',
  erroAssociar: 'Erro ao salvar as associações.',

  imagemAdicionada: 'Imagem adicionada com sucesso!',
  imagemDeletada: 'Imagem deletada com sucesso!',
  erroAdicionarImagem: 'Ocorreu um erro ao tentar adicionar essa imagem.',
  erroDeletarImagem: 'Erro ao deletar imagem.',
  erroCarregarImagens: 'Erro ao carregar imagens do provedor.',
  nenhumaImagem: 'Nenhuma imagem foi encontrada para esse provedor.',
  selecioneImagens: 'Selecione até 4 imagens',
  limiteImagens: 'Limite de 4 imagens atingido!',
  deletarImagemConfirmacao:
    'Esta ação é irreversível: a imagem será apagada definitivamente. Deseja continuar?',

  nomeObrigatorio: 'Informe o nome.',
  tipoObrigatorio: 'Selecione o tipo de serviço.',
  documentoObrigatorio: 'Informe um CPF ou um CNPJ válido.',
  paisInvalido: 'País inválido.',
  meioPagamentoInvalido: 'Meio de pagamento inválido.',
  ciaAereaSoAereo: 'Companhia aérea só se aplica a provedores aéreos ou de milhas.',
  ciaAereaNaoEncontrada: 'Companhia aérea não encontrada.',
  provedorInexistente: (id: number) => `Provedor ${id} não encontrado.`,
  fornecedorInexistente: (id: number) => `Fornecedor ${id} não encontrado.`,
  tituloObrigatorio: 'Informe o título.',
  arquivoObrigatorio: 'Selecione o arquivo da imagem.',
  imagemTipoInvalido: 'Envie uma imagem JPG, PNG, WEBP ou GIF.',
  imagemGrande: 'A imagem deve ter no máximo 5 MB.',
  maximo: (max: number) => `Máximo de ${max} caracteres.`,
  cpfEmUso: 'Já existe um cadastro com este CPF.',
  cnpjEmUso: 'Já existe um cadastro com este CNPJ.',
  fornecedorEmUso: 'Este fornecedor está em uso e não pode ser deletado.',
  provedorEmUso: 'Este provedor está em uso e não pode ser deletado.',

  fornecedorNaoEncontrado: 'Fornecedor não encontrado.',
  provedorNaoEncontrado: 'Provedor não encontrado.',
  imagemNaoEncontrada: 'Imagem não encontrada.',

  nenhumFornecedor: 'Nenhum fornecedor encontrado.',
  nenhumProvedor: 'Nenhum provedor encontrado.',
  nenhumaCotacao: 'Nenhuma cotação encontrada',
  nenhumBilhete: 'Nenhum bilhete encontrado',
  nenhumaEmissao: 'Nenhuma emissão encontrada',
} as const;

/** What each audit-log `tipo` of this area means (for the Logs screens). */
export const FORNECEDORES_LOG_TIPOS: Record<string, string> = {
  fornecedor_criado: 'Fornecedor criado',
  fornecedor_editado: 'Fornecedor editado',
  fornecedor_deletado: 'Fornecedor deletado',
  fornecedor_provedores_alterados: 'Provedores do fornecedor alterados',
  provedor_criado: 'Provedor criado',
  provedor_editado: 'Provedor editado',
  provedor_deletado: 'Provedor deletado',
  provedor_fornecedores_alterados: 'Fornecedores do provedor alterados',
  provedor_imagem_adicionada: 'Imagem de provedor adicionada',
  provedor_imagem_deletada: 'Imagem de provedor deletada',
};

// ——— who may change the supplier base (docs/decisions/0008-supplier-editing-groups.md) ———

export const DEPARTAMENTOS_EDITAM_FORNECEDORES = [
  'financeiro',
  'emissao',
] as const satisfies readonly Departamento[];

/** Creating, editing, deleting, associating and the images of suppliers and providers. */
export function podeEditarFornecedores(user: {
  pertencente: readonly string[];
  cliente?: boolean;
  is_superuser?: boolean;
}): boolean {
  if (user.cliente) return false;
  if (user.is_superuser) return true;
  return DEPARTAMENTOS_EDITAM_FORNECEDORES.some((departamento) => user.pertencente.includes(departamento));
}

// ——— request schemas: the API's bodies and the forms' resolvers ———

const M = FORNECEDORES_MESSAGES;

const texto = (max: number) => z.string().trim().max(max, M.maximo(max));
const textoOpcional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((valor) => (valor ?? '').trim())
    .pipe(texto(max));

const ZIdLista = z
  .array(ZIdRef)
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

export const ZTelefoneFornecedor = z
  .object({
    numero: z
      .string()
      .nullish()
      .transform((valor) => onlyDigits(valor)),
    pais: z
      .string()
      .nullish()
      .transform((valor) => (valor ?? PAIS_BRASIL).trim().toUpperCase() || PAIS_BRASIL)
      .pipe(z.string().regex(/^[A-Z]{2}$/, M.paisInvalido)),
  })
  .superRefine((telefone, ctx) => {
    if (telefone.numero && !isValidTelefone(telefone.numero, telefone.pais)) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: VALIDACAO_MESSAGES.telefoneInvalido });
    }
  });
export type TelefoneFornecedor = z.output<typeof ZTelefoneFornecedor>;

export const PAIS_ENDERECO_PADRAO = 'Brasil';

export const ZEndereco = z.object({
  cep: z
    .string()
    .nullish()
    .transform((valor) => onlyDigits(valor))
    .refine((cep) => cep === '' || isValidCep(cep), VALIDACAO_MESSAGES.cepInvalido),
  logradouro: textoOpcional(200),
  numero: textoOpcional(20),
  complemento: textoOpcional(100),
  bairro: textoOpcional(100),
  cidade: textoOpcional(100),
  estado: textoOpcional(60),
  pais: textoOpcional(60).transform((pais) => pais || PAIS_ENDERECO_PADRAO),
});
export type Endereco = z.output<typeof ZEndereco>;

export function emptyEndereco(): Endereco {
  return {
    cep: '',
    logradouro: '',
    numero: '',
    complemento: '',
    bairro: '',
    cidade: '',
    estado: '',
    pais: PAIS_ENDERECO_PADRAO,
  };
}

const ZDocumentos = {
  cpf: z
    .string()
    .nullish()
    .transform((valor) => onlyDigits(valor) || null),
  cnpj: z
    .string()
    .nullish()
    .transform((valor) => normalizeCnpj(valor) || null),
};

const ZEmail = z
  .string()
  .nullish()
  .transform((valor) => (valor ?? '').trim())
  .pipe(texto(254))
  .superRefine((email, ctx) => {
    if (email && !isValidEmail(email)) {
      ctx.addIssue({ code: 'custom', message: VALIDACAO_MESSAGES.emailInvalido(email) });
    }
  });

const ZNome = textoObrigatorio(M.nomeObrigatorio).max(200, M.maximo(200));

type Documentos = { cpf: string | null; cnpj: string | null };

/** Cross-field checks also run when a field failed, so a form shows every problem at once. */
const MESMO_COM_ERROS: z.core.$ZodSuperRefineParams = {
  when: (payload) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** A document typed must be valid; creation also needs one of them (part 2 §5). */
function checkDocumentos(valor: Documentos, ctx: z.RefinementCtx, { obrigatorio }: { obrigatorio: boolean }) {
  if (valor.cpf && !isValidCpf(valor.cpf)) {
    ctx.addIssue({ code: 'custom', path: ['cpf'], message: VALIDACAO_MESSAGES.cpfInvalido });
  }
  if (valor.cnpj && !isValidCnpj(valor.cnpj)) {
    ctx.addIssue({ code: 'custom', path: ['cnpj'], message: VALIDACAO_MESSAGES.cnpjInvalido });
  }
  if (obrigatorio && !valor.cpf && !valor.cnpj) {
    ctx.addIssue({ code: 'custom', path: ['cpf'], message: M.documentoObrigatorio });
    ctx.addIssue({ code: 'custom', path: ['cnpj'], message: M.documentoObrigatorio });
  }
}

/** Body of POST /api/fornecedores/ and PUT /api/fornecedores/{id}/ (`provedores` left out: unchanged). */
export const ZFornecedorRequest = z
  .object({
    nome: ZNome,
    email: ZEmail,
    telefone: ZTelefoneFornecedor.prefault({}),
    ...ZDocumentos,
    endereco: ZEndereco.prefault({}),
    provedores: ZIdLista.optional(),
    meios_de_pagamento: z
      .array(z.enum(MEIOS_PAGAMENTO_FORNECEDOR.values, { error: M.meioPagamentoInvalido }))
      .default([])
      .transform((meios) => [...new Set(meios)]),
    /** where the agency pays it by Pix: bank lines that name the key match its payment orders */
    chave_pix: ZChavePix,
  })
  .superRefine((fornecedor, ctx) => checkDocumentos(fornecedor, ctx, { obrigatorio: true }), MESMO_COM_ERROS);
export type FornecedorRequest = z.input<typeof ZFornecedorRequest>;
export type FornecedorData = z.output<typeof ZFornecedorRequest>;

const provedorShape = {
  nome: ZNome,
  email: ZEmail,
  telefone: ZTelefoneFornecedor.prefault({}),
  ...ZDocumentos,
  tipo_servico: z.enum(TIPOS_SERVICO_PROVEDOR.values, { error: M.tipoObrigatorio }),
  cia_aerea: ZIdRef.nullish().transform((id) => id ?? null),
  endereco: ZEndereco.prefault({}),
  fornecedores: ZIdLista.optional(),
};

function checkCiaAerea(valor: { tipo_servico: string; cia_aerea: number | null }, ctx: z.RefinementCtx) {
  if (valor.cia_aerea !== null && !usaCiaAerea(valor.tipo_servico)) {
    ctx.addIssue({ code: 'custom', path: ['cia_aerea'], message: M.ciaAereaSoAereo });
  }
}

/** Body of POST /api/provedores/: a valid CPF or CNPJ is required. */
export const ZProvedorCreateRequest = z.object(provedorShape).superRefine((provedor, ctx) => {
  checkDocumentos(provedor, ctx, { obrigatorio: true });
  checkCiaAerea(provedor, ctx);
}, MESMO_COM_ERROS);

/** Body of PUT /api/provedores/{id}/: providers may stay without CPF or CNPJ when edited (part 2 §5). */
export const ZProvedorUpdateRequest = z.object(provedorShape).superRefine((provedor, ctx) => {
  checkDocumentos(provedor, ctx, { obrigatorio: false });
  checkCiaAerea(provedor, ctx);
}, MESMO_COM_ERROS);
export type ProvedorRequest = z.input<typeof ZProvedorCreateRequest>;
export type ProvedorData = z.output<typeof ZProvedorCreateRequest>;

/** PUT /api/fornecedores/{id}/provedores/ */
export const ZFornecedorProvedoresRequest = z.object({ provedores: ZIdLista });
/** PUT /api/provedores/{id}/fornecedores/ */
export const ZProvedorFornecedoresRequest = z.object({ fornecedores: ZIdLista });

/** Text fields of POST /api/provedores/{id}/imagens/ (multipart, with the file in `imagem`). */
export const ZProvedorImagemRequest = z.object({
  titulo: textoObrigatorio(M.tituloObrigatorio).max(IMAGEM_TITULO_MAX, M.maximo(IMAGEM_TITULO_MAX)),
  descricao: textoOpcional(IMAGEM_DESCRICAO_MAX),
});
export type ProvedorImagemRequest = z.input<typeof ZProvedorImagemRequest>;

const ZTipoQuery = z.enum(TIPOS_SERVICO_PROVEDOR.values, { error: 'Tipo de serviço inválido.' });
const ZBuscaQuery = z.string().trim().max(100, M.maximo(100));

/** GET /api/fornecedores/: `tipo` keeps suppliers with a provider of that service type. */
export const ZFornecedoresQuery = ZPageQuery.extend({
  busca: ZBuscaQuery.optional(),
  tipo: ZTipoQuery.optional(),
});
export type FornecedoresQuery = z.infer<typeof ZFornecedoresQuery>;

/** GET /api/provedores/ */
export const ZProvedoresQuery = ZFornecedoresQuery;
export type ProvedoresQuery = FornecedoresQuery;

/** GET /api/fornecedores/simples/ */
export const ZFornecedoresSimplesQuery = z.object({ tipo: ZTipoQuery.optional() });
/** GET /api/provedores/simples/ */
export const ZProvedoresSimplesQuery = z.object({
  tipo: ZTipoQuery.optional(),
  fornecedor: ZIdQuery.optional(),
});

// ——— response schemas ———

const ZTelefoneResponse = z.object({ numero: z.string(), pais: z.string() });
const ZEnderecoResponse = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  pais: z.string(),
});

export const ZCiaAereaRef = z.object({
  id: z.number().int(),
  nome: z.string(),
  nome_resumido: z.string(),
  iata: z.string().nullable(),
});

export const ZFornecedor = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: ZTelefoneResponse,
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  endereco: ZEnderecoResponse,
  provedores: z.array(z.number().int()),
  meios_de_pagamento: z.array(z.enum(MEIOS_PAGAMENTO_FORNECEDOR.values)),
  chave_pix: z.string().nullable(),
  created_by: ZUsuarioRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Fornecedor = z.infer<typeof ZFornecedor>;

export const ZProvedor = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: ZTelefoneResponse,
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  tipo_servico: z.enum(TIPOS_SERVICO_PROVEDOR.values),
  cia_aerea: ZCiaAereaRef.nullable(),
  endereco: ZEnderecoResponse,
  fornecedores: z.array(z.number().int()),
  created_by: ZUsuarioRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Provedor = z.infer<typeof ZProvedor>;

export const ZFornecedoresResponse = z.object({
  fornecedores: z.array(ZFornecedor),
  pages: z.number().int(),
});
export const ZProvedoresResponse = z.object({ provedores: z.array(ZProvedor), pages: z.number().int() });

export const ZFornecedorSimples = z.object({ id: z.number().int(), nome: z.string() });
export type FornecedorSimples = z.infer<typeof ZFornecedorSimples>;

export const ZProvedorSimples = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo_servico: z.enum(TIPOS_SERVICO_PROVEDOR.values),
  cia_aerea: ZCiaAereaRef.nullable(),
});
export type ProvedorSimples = z.infer<typeof ZProvedorSimples>;

/** What the quote image picker receives: `url` streams the image. */
export const ZProvedorImagem = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  url: z.string(),
});
export type ProvedorImagem = z.infer<typeof ZProvedorImagem>;

/** A quote that used the supplier. */
export const ZFornecedorCotacao = z.object({
  id: z.number().int(),
  orcamento: z.number().int(),
  venda: z.number().int(),
  tipo_servico: z.enum(TIPOS_ORCAMENTO.values),
  created_at: z.string(),
});
export type FornecedorCotacao = z.infer<typeof ZFornecedorCotacao>;

/** A flight ticket (sub-quote) bought from the supplier. */
export const ZFornecedorSubcotacao = z.object({
  id: z.number().int(),
  cotacao: z.number().int(),
  venda: z.number().int(),
  tipo_cotacao: z.enum(TIPOS_COTACAO.values),
  created_at: z.string(),
});
export type FornecedorSubcotacao = z.infer<typeof ZFornecedorSubcotacao>;

/** An issuance of a service bought from the supplier or the provider. */
export const ZEmissaoAssociada = z.object({
  id: z.number().int(),
  venda: z.number().int(),
  tipo: z.enum(TIPOS_EMISSAO.values),
  status: z.enum(EMISSAO_STATUS.values),
  localizador: z.string().nullable(),
  created_at: z.string(),
});
export type EmissaoAssociada = z.infer<typeof ZEmissaoAssociada>;

export const ZDetailResponse = z.object({ detail: z.string() });
