import { z } from 'zod';
import { ZDataBusca } from './busca-credito.ts';
import {
  maximo,
  textoObrigatorio,
  textoOpcional,
  ZCnpjOpcional,
  ZCpfOpcional,
  ZEmailOpcional,
  ZIdLista,
  ZIdRef,
  ZTelefone,
  ZTelefoneResponse,
  ZUsuarioRef,
} from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { onlyDigits } from './masks.ts';
import { ZPageQuery } from './pagination.ts';
import { isValidCep, isValidIsoDate, OBSERVACOES_MAX, VALIDACAO_MESSAGES } from './validacao.ts';

export const PERFIS_CONTATO = defineEnum({
  contato_basico: { label: 'Contato básico' },
  passageiro_nacional: { label: 'Passageiro nacional' },
  passageiro_internacional: { label: 'Passageiro internacional' },
  responsavel_financeiro: { label: 'Responsável financeiro' },
  portador_programa_fidelidade: { label: 'Portador de programa fidelidade' },
  time_skyler: { label: 'Time Skyler' },
});
export type PerfilContato = (typeof PERFIS_CONTATO.values)[number];

/** Tier of a contact or company; the wizard shows VIP, 1 and 2, the info tab VIP, Tier 1 and Tier 2. */
export const TIERS = defineEnum({
  VIP: { label: 'VIP' },
  '1': { label: 'Tier 1' },
  '2': { label: 'Tier 2' },
});
export type Tier = (typeof TIERS.values)[number];

export const GENEROS = defineEnum({ M: { label: 'Masculino' }, F: { label: 'Feminino' } });

export const CATEGORIAS_CNH = defineEnum({
  A: { label: 'A' },
  B: { label: 'B' },
  C: { label: 'C' },
  D: { label: 'D' },
  E: { label: 'E' },
});

/** Identity documents kept per contact (part 2 §2 Documents tab). */
export const TIPOS_DOCUMENTO = defineEnum({
  passaporte: { label: 'Passaporte' },
  rg: { label: 'RG' },
  cnh: { label: 'CNH' },
  visto: { label: 'Visto' },
});
export type TipoDocumento = (typeof TIPOS_DOCUMENTO.values)[number];

/** URL segment of each document kind: `/api/contatos/{id}/passaportes/`. */
export const DOCUMENTO_ROTAS: Record<TipoDocumento, string> = {
  passaporte: 'passaportes',
  rg: 'rgs',
  cnh: 'cnhs',
  visto: 'vistos',
};

export const CONTATOS_PAGE_SIZE = 15;
/** the contact picker shows 9 page links (part 1 §9) */
export const CONTATO_PICKER_PAGE_LINKS = 9;
/** contact searches wait 1 s after typing (part 1 §9) */
export const CONTATO_BUSCA_DEBOUNCE_MS = 1000;
/** Default country of an address and of a passport (part 2 §9). */
export const PAIS_PADRAO = 'Brasil';
export const CNH_DIGITOS = 11;
export const DOCUMENTO_MAX_BYTES = 10 * 1024 * 1024;
/** Content types a document file may have (checked again on the server by its bytes). */
export const DOCUMENTO_TIPOS_ARQUIVO = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

/** The spec's texts (part 1 §8, part 2 §2, §5, §8) and the ones this area adds. */
export const CONTATO_MESSAGES = {
  criado: 'Contato criado com sucesso!',
  editado: 'Contato editado com sucesso!',
  /** the title of the `contato` notification its open sales' consultants get */
  notificacaoEditado: 'Contato do cliente alterado',
  deletado: 'Contato deletado com sucesso!',
  erroCriarRapido: 'Erro ao criar contato!',
  erroDeletar: 'Erro ao deletar contato',
  naoEncontrado: 'O contato não foi encontrado. (404)',
  fecharDialogo: 'Deseja mesmo fechar? Todas as alterações serão perdidas.',
  camposObrigatorios: 'Todos os campos marcados com * são obrigatórios',
  nomeObrigatorio: 'Nome é obrigatório!',
  sobrenomeObrigatorio: 'Sobrenome é obrigatório!',
  indicacaoObrigatoria: VALIDACAO_MESSAGES.indicacaoObrigatoria,
  indicacaoInexistente: 'A indicação escolhida não existe mais.',
  relacaoInexistente: 'O contato da relação não existe mais.',
  relacaoPropria: 'Um contato não pode ser relação de si mesmo.',
  indicacaoPropria: 'Um contato não pode ser a própria indicação.',
  empresaInexistente: 'Uma das empresas escolhidas não existe mais.',
  cpfEmUso: 'Já existe um contato com este CPF.',
  emUso: 'Este contato está em vendas, emissões ou outros registros e não pode ser deletado.',
  cnhInvalida: `A CNH deve ter ${CNH_DIGITOS} dígitos.`,
  dataInvalida: VALIDACAO_MESSAGES.dataInvalida,
  deletarConfirmacao: 'Digite o nome completo do contato para deletá-lo. Esta ação não pode ser desfeita.',
  nenhumContato: 'Nenhum contato encontrado.',
  nenhumCliente: 'Nenhum cliente encontrado.',

  cepNaoEncontrado: 'CEP não encontrado.',
  cepIndisponivel: 'Serviço de consulta de CEP indisponível. Preencha o endereço manualmente.',

  nenhumaVenda: 'Nenhuma venda encontrada',
  selecioneVenda: 'Por favor selecione pelo menos uma venda.',
  vendaNaoDoContato: 'Uma das vendas escolhidas não pertence a este contato.',
  faturaGerada: 'Fatura gerada com sucesso!',
  erroFatura: 'Erro ao gerar a fatura.',
  nenhumaMilhaValidada: 'Nenhuma cotação milha validada encontrada',
  nenhumaEmissao: 'Nenhuma emissão encontrada',
  erroEmissoes: 'Erro ao buscar emissões',
  nenhumaFidelidade: 'Nenhuma conta fidelidade encontrada',
  erroFidelidades: 'Erro ao buscar as contas fidelidade',
  fidelidadeAdicionada: 'Conta fidelidade adicionada com sucesso!',
  fidelidadeDeletada: 'Conta fidelidade deletada!',
  erroFidelidade: 'Erro ao salvar a conta fidelidade.',
  fidelidadeNaoEncontrada: 'Conta fidelidade não encontrada.',
  fidelidadeDuplicada: 'Este contato já tem esta conta neste programa.',
  programaObrigatorio: 'Selecione o programa.',
  programaInexistente: 'Programa de fidelidade não encontrado.',
  numeroContaObrigatorio: 'Informe o número da conta.',
  deletarFidelidadeConfirmacao: 'Realmente deseja deletar esta conta fidelidade?',

  // personal data on request (LGPD, decision 0048)
  exportarDados: 'Exportar dados pessoais',
  exportarDadosConfirmacao:
    'Baixar um arquivo ZIP com tudo o que a agência guarda deste contato (cadastro, endereço, documentos e seus arquivos, contas fidelidade, buscas de crédito, vendas e notificações)? O download fica registrado na auditoria.',
  dadosExportados: 'Dados pessoais exportados.',
  erroExportar: 'Erro ao exportar os dados pessoais.',
  anonimizar: 'Anonimizar contato',
  anonimizarConfirmacao:
    'Nome, CPF, CNH, e-mail, telefones, endereço, data de nascimento e demais dados pessoais serão apagados; os documentos (RG, passaportes, CNH) com seus arquivos e as buscas de crédito serão deletados; logins e senhas das contas fidelidade serão apagados. Vendas, pagamentos, serviços e faturas são mantidos, ligados ao contato anonimizado. Esta ação não pode ser desfeita.',
  anonimizarDigite: 'Digite o nome e sobrenome do contato para confirmar',
  confirmacaoNaoConfere: 'O texto digitado não confere com o nome e sobrenome do contato. Nada foi alterado.',
  anonimizado: 'Dados pessoais do contato anonimizados.',
  jaAnonimizado: 'Os dados pessoais deste contato já foram anonimizados.',
  erroAnonimizar: 'Erro ao anonimizar o contato.',
} as const;

/** What an anonymised contact is called (decision 0048): "Contato anonimizado #0012". */
export const NOME_ANONIMIZADO = 'Contato anonimizado';
export function sobrenomeAnonimizado(id: number): string {
  return `#${String(id).padStart(4, '0')}`;
}

/** Per kind of document: the spec's confirmations and toasts (part 2 §5, §8). */
export const DOCUMENTO_MESSAGES: Record<
  TipoDocumento,
  {
    adicionado: string;
    erroAdicionar: string;
    deletado: string;
    erroDeletar: string;
    deletarConfirmacao: string;
    naoEncontrado: string;
    nenhum: string;
  }
> = {
  passaporte: {
    adicionado: 'Passaporte adicionado!',
    erroAdicionar: 'Erro ao adicionar passaporte',
    deletado: 'Passaporte deletado!',
    erroDeletar: 'Erro ao deletar passaporte',
    deletarConfirmacao: 'Realmente deseja deletar esse passaporte?',
    naoEncontrado: 'Passaporte não encontrado.',
    nenhum: 'Nenhum passaporte cadastrado.',
  },
  rg: {
    adicionado: 'RG adicionado!',
    erroAdicionar: 'Erro ao adicionar este RG',
    deletado: 'RG deletado!',
    erroDeletar: 'Erro ao deletar RG',
    deletarConfirmacao: 'Realmente deseja deletar esse RG?',
    naoEncontrado: 'RG não encontrado.',
    nenhum: 'Nenhum RG cadastrado.',
  },
  cnh: {
    adicionado: 'CNH adicionada!',
    erroAdicionar: 'Erro ao adicionar esta CNH',
    deletado: 'CNH deletada!',
    erroDeletar: 'Erro ao deletar CNH',
    deletarConfirmacao: 'Realmente deseja deletar esta CNH?',
    naoEncontrado: 'CNH não encontrada.',
    nenhum: 'Nenhuma CNH cadastrada.',
  },
  visto: {
    adicionado: 'Visto adicionado!',
    erroAdicionar: 'Erro ao adicionar este visto',
    deletado: 'Visto deletado!',
    erroDeletar: 'Erro ao deletar visto',
    deletarConfirmacao: 'Realmente deseja deletar este visto?',
    naoEncontrado: 'Visto não encontrado.',
    nenhum: 'Nenhum visto cadastrado.',
  },
};

export const DOCUMENTO_CAMPO_MESSAGES = {
  numeroObrigatorio: 'Informe o número do documento.',
  numeroInvalido: 'Use apenas letras e números no número do documento.',
  validadeAntesEmissao: 'A data de validade deve ser posterior à data de emissão.',
  arquivoSemTipo: 'Envie uma imagem (JPG, PNG, WEBP, GIF) ou um PDF.',
} as const;

/** What each audit-log `tipo` of this area means (for the Logs screens). */
export const CONTATOS_LOG_TIPOS: Record<string, string> = {
  contato_criado: 'Contato criado',
  contato_editado: 'Contato editado',
  contato_deletado: 'Contato deletado',
  contato_empresas_alteradas: 'Empresas do contato alteradas',
  contato_documento_adicionado: 'Documento do contato adicionado',
  contato_documento_deletado: 'Documento do contato deletado',
  contato_fidelidade_adicionada: 'Conta fidelidade do contato adicionada',
  contato_fidelidade_deletada: 'Conta fidelidade do contato deletada',
  contato_busca_credito: 'Busca de crédito do contato',
  contato_fatura_gerada: 'Fatura do contato gerada',
  contato_dados_exportados: 'Dados pessoais do contato exportados (LGPD)',
  contato_anonimizado: 'Contato anonimizado (LGPD)',
};

// ——— request schemas: the API's bodies and the forms' resolvers ———

const M = CONTATO_MESSAGES;

/** `YYYY-MM-DD` or empty (null); the forms send an invalid date as null (part 2 §5). */
export const ZDataOpcional = z
  .string()
  .nullish()
  .transform((valor) => valor?.trim() || null)
  .refine((valor) => valor === null || isValidIsoDate(valor), M.dataInvalida);

export const ZEnderecoContato = z.object({
  cep: z
    .string()
    .nullish()
    .transform((valor) => onlyDigits(valor))
    .refine((cep) => cep === '' || isValidCep(cep), VALIDACAO_MESSAGES.cepInvalido),
  estado: textoOpcional(60),
  cidade: textoOpcional(100),
  bairro: textoOpcional(100),
  logradouro: textoOpcional(200),
  numero: textoOpcional(20),
  complemento: textoOpcional(100),
  /** the address tab shows Brasil, disabled (part 2 §2) */
  pais: z
    .string()
    .nullish()
    .transform(() => PAIS_PADRAO),
});
export type EnderecoContatoInput = z.input<typeof ZEnderecoContato>;
export type EnderecoContato = z.output<typeof ZEnderecoContato>;

export function emptyEnderecoContato(): EnderecoContato {
  return {
    cep: '',
    estado: '',
    cidade: '',
    bairro: '',
    logradouro: '',
    numero: '',
    complemento: '',
    pais: PAIS_PADRAO,
  };
}

const textoOuNulo = (max: number) => textoOpcional(max).transform((valor) => valor || null);

export const ZContatoExtras = z.object({
  instagram: textoOuNulo(100),
  linkedin: textoOuNulo(200),
  relacao: ZIdRef.nullish().transform((id) => id ?? null),
  tipo_relacao: textoOuNulo(60),
  data_especial: ZDataOpcional,
  ocasiao: textoOuNulo(100),
  observacoes: z
    .string()
    .nullish()
    .transform((valor) => valor?.trim() || null)
    .refine((valor) => (valor ?? '').length < OBSERVACOES_MAX, VALIDACAO_MESSAGES.observacoesLongas),
});
export type ContatoExtrasInput = z.input<typeof ZContatoExtras>;
export type ContatoExtras = z.output<typeof ZContatoExtras>;

const ZNome = (mensagem: string) => textoObrigatorio(mensagem, 150);

const ZIndicacao = z
  .number({ error: M.indicacaoObrigatoria })
  .int(M.indicacaoObrigatoria)
  .positive(M.indicacaoObrigatoria)
  .max(2_147_483_647, M.indicacaoObrigatoria);

/** Quick contact of the picker (part 1 §2, §5): name, surname and referral. */
export const ZContatoRapidoRequest = z.object({
  nome: ZNome(M.nomeObrigatorio),
  sobrenome: ZNome(M.sobrenomeObrigatorio),
  indicacao: ZIndicacao,
});
export type ContatoRapidoRequest = z.input<typeof ZContatoRapidoRequest>;

/**
 * Body of POST /api/contatos/ and PUT /api/contatos/{id}/: the whole contact. Name, surname and referral
 * are required (part 2 §5); documents typed must be valid; `empresas`, when sent, replaces the links.
 */
export const ZContatoRequest = ZContatoRapidoRequest.extend({
  cpf: ZCpfOpcional,
  cnpj: ZCnpjOpcional,
  cnh: z
    .string()
    .nullish()
    .transform((valor) => onlyDigits(valor) || null)
    .refine((cnh) => cnh === null || cnh.length === CNH_DIGITOS, M.cnhInvalida),
  email: ZEmailOpcional,
  telefone: ZTelefone.nullish().transform((telefone) => telefone ?? null),
  data_nascimento: ZDataOpcional,
  genero: z
    .enum(GENEROS.values)
    .nullish()
    .transform((valor) => valor ?? null),
  tier: z
    .enum(TIERS.values)
    .nullish()
    .transform((valor) => valor ?? null),
  perfil: z.enum(PERFIS_CONTATO.values).default('contato_basico'),
  cliente_estrangeiro: z.boolean().default(false),
  empresas: ZIdLista.optional(),
  endereco: ZEnderecoContato.nullish().transform((endereco) => endereco ?? null),
  extras: ZContatoExtras.nullish().transform((extras) => extras ?? null),
});
export type ContatoRequest = z.input<typeof ZContatoRequest>;
export type ContatoData = z.output<typeof ZContatoRequest>;

/** PUT /api/contatos/{id}/empresas/ */
export const ZContatoEmpresasRequest = z.object({ empresas: ZIdLista });

/** GET /api/contatos/: `search` looks in name, surname, CPF and e-mail. */
export const ZContatosQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, maximo(100)).optional(),
});
export type ContatosQuery = z.infer<typeof ZContatosQuery>;

const ZNumeroDocumento = z
  .string({ error: DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio })
  .transform((valor) => valor.toUpperCase().replace(/[\s.\-/]/g, ''))
  .pipe(
    z
      .string()
      .min(1, DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio)
      .max(20, maximo(20))
      .regex(/^[0-9A-Z]*$/, DOCUMENTO_CAMPO_MESSAGES.numeroInvalido),
  );

function checkDatas(
  valor: { data_emissao?: string | null; data_validade?: string | null },
  ctx: z.RefinementCtx,
) {
  if (valor.data_emissao && valor.data_validade && valor.data_validade <= valor.data_emissao) {
    ctx.addIssue({
      code: 'custom',
      path: ['data_validade'],
      message: DOCUMENTO_CAMPO_MESSAGES.validadeAntesEmissao,
    });
  }
}

/** Text fields of POST /api/contatos/{id}/passaportes/ (multipart, the file in `arquivo`). */
export const ZPassaporteRequest = z
  .object({
    numero: ZNumeroDocumento,
    data_emissao: ZDataOpcional,
    data_validade: ZDataOpcional,
    pais: textoOpcional(60).transform((pais) => pais || PAIS_PADRAO),
    /** the holder's name as printed in it, which the ticket must carry (decision 0076) */
    nome_passaporte: textoOuNulo(150),
  })
  .superRefine(checkDatas);

/** Text fields of POST /api/contatos/{id}/rgs/ */
export const ZRgRequest = z.object({
  numero: ZNumeroDocumento,
  data_emissao: ZDataOpcional,
  orgao_emissor: textoOuNulo(30),
});

/** Text fields of POST /api/contatos/{id}/cnhs/ (licence categories A to E, default A). */
export const ZCnhRequest = z
  .object({
    numero: z
      .string({ error: DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio })
      .transform((valor) => onlyDigits(valor))
      .pipe(z.string().min(1, DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio).length(CNH_DIGITOS, M.cnhInvalida)),
    data_validade: ZDataOpcional,
    categoria: z
      .string()
      .nullish()
      .transform((valor) => valor?.trim().toUpperCase() || 'A')
      .pipe(z.enum(CATEGORIAS_CNH.values, { error: 'Categoria inválida: use A, B, C, D ou E.' })),
  })
  .superRefine(checkDatas);

/** Text fields of POST /api/contatos/{id}/vistos/: the visa's number, dates and the country that issued it. */
export const ZVistoRequest = z
  .object({
    numero: ZNumeroDocumento,
    data_emissao: ZDataOpcional,
    data_validade: ZDataOpcional,
    pais: textoOuNulo(60),
  })
  .superRefine(checkDatas);

export const DOCUMENTO_REQUESTS = {
  passaporte: ZPassaporteRequest,
  rg: ZRgRequest,
  cnh: ZCnhRequest,
  visto: ZVistoRequest,
} as const;

/** POST /api/contatos/{id}/fidelidades/ */
export const ZFidelidadeContatoRequest = z.object({
  programa: z.number({ error: M.programaObrigatorio }).int().positive(M.programaObrigatorio),
  numero_id_conta: textoObrigatorio(M.numeroContaObrigatorio, 64),
});
export type FidelidadeContatoRequest = z.input<typeof ZFidelidadeContatoRequest>;

/** POST /api/contatos/{id}/fatura/: the sales to put in the invoice PDF. */
export const ZFaturaRequest = z.object({
  vendas: z.array(ZIdRef, { error: M.selecioneVenda }).min(1, M.selecioneVenda).max(100, maximo(100)),
});

/** POST /api/contatos/{id}/anonimizar/: the contact's name and surname typed as confirmation. */
export const ZAnonimizarRequest = z.object({
  confirmacao: z.string({ error: M.confirmacaoNaoConfere }).max(400, M.confirmacaoNaoConfere),
});
export type AnonimizarRequest = z.input<typeof ZAnonimizarRequest>;

// ——— response schemas ———

export const ZContatoRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() });
export type ContatoRef = z.infer<typeof ZContatoRef>;

/** A row of the contact list and of the picker (part 1 §2 Contact picker dialog). */
export const ZContatoResumo = z.object({
  id: z.number().int(),
  nome: z.string(),
  sobrenome: z.string(),
  perfil: z.enum(PERFIS_CONTATO.values),
  tier: z.enum(TIERS.values).nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  telefone: ZTelefoneResponse.nullable(),
  data_nascimento: z.string().nullable(),
  cliente_estrangeiro: z.boolean(),
  indicacao: ZContatoRef.nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  created_by: ZUsuarioRef.nullable(),
  created_at: z.string(),
  last_edited_by: ZUsuarioRef.nullable(),
  updated_at: z.string(),
  /** date of the newest sale of the contact; the sales area fills it */
  ultima_compra: z.string().nullable(),
});
export type ContatoResumo = z.infer<typeof ZContatoResumo>;

export const ZContatosResponse = z.object({ contatos: z.array(ZContatoResumo), pages: z.number().int() });

const ZEnderecoResponse = z.object({
  cep: z.string(),
  estado: z.string(),
  cidade: z.string(),
  bairro: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  pais: z.string(),
});

export const ZContato = ZContatoResumo.extend({
  cnpj: z.string().nullable(),
  cnh: z.string().nullable(),
  genero: z.enum(GENEROS.values).nullable(),
  empresas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  endereco: ZEnderecoResponse,
  extras: z.object({
    instagram: z.string().nullable(),
    linkedin: z.string().nullable(),
    relacao: ZContatoRef.nullable(),
    tipo_relacao: z.string().nullable(),
    data_especial: z.string().nullable(),
    ocasiao: z.string().nullable(),
    observacoes: z.string().nullable(),
  }),
  data_busca: ZDataBusca.nullable(),
  /** when its personal data was erased on request (LGPD); null for a contact in use */
  anonimizado_em: z.string().nullable(),
});
export type Contato = z.infer<typeof ZContato>;

export const ZArquivoDocumento = z.object({
  nome: z.string(),
  mime: z.string(),
  tamanho: z.number().int(),
  url: z.string(),
});

export const ZDocumentoContato = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_DOCUMENTO.values),
  numero: z.string(),
  data_emissao: z.string().nullable(),
  data_validade: z.string().nullable(),
  pais: z.string().nullable(),
  nome_passaporte: z.string().nullable(),
  orgao_emissor: z.string().nullable(),
  categoria: z.enum(CATEGORIAS_CNH.values).nullable(),
  arquivo: ZArquivoDocumento.nullable(),
  created_by: ZUsuarioRef.nullable(),
  created_at: z.string(),
});
export type DocumentoContato = z.infer<typeof ZDocumentoContato>;

export const ZFidelidadeContato = z.object({
  id: z.number().int(),
  programa: z.object({ id: z.number().int(), nome: z.string() }),
  numero_id_conta: z.string(),
  titular: z.string(),
  created_at: z.string(),
});
export type FidelidadeContato = z.infer<typeof ZFidelidadeContato>;

/** Sale row of the contact's Vendas tab (part 2 §3 "Sale row (contact tab)"). */
export const ZVendaDoContato = z.object({
  id: z.number().int(),
  status: z.string(),
  indicacao: ZContatoRef.nullable(),
  consultor: ZUsuarioRef.nullable(),
  created_at: z.string(),
  cliente: ZContatoRef.nullable(),
  cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** for finance: the sale's services not cancelled, what they charge and what concluded payments paid */
  num_servicos: z.number().int(),
  valor_faturado: z.string(),
  valor_pago: z.string(),
});
export type VendaDoContato = z.infer<typeof ZVendaDoContato>;

/** Row of the Milhas Validadas tab (part 2 §2). */
export const ZMilhaValidadaDoContato = z.object({
  id: z.number().int(),
  emissao: z.number().int().nullable(),
  emissao_created_at: z.string().nullable(),
  conta_fidelidade: z.string().nullable(),
  provedor: z.string().nullable(),
  cotacao: z.number().int().nullable(),
  venda: z.number().int().nullable(),
  servico: z.number().int().nullable(),
});
export type MilhaValidadaDoContato = z.infer<typeof ZMilhaValidadaDoContato>;

/** Row of the Emissões como PAX tab (part 2 §2). */
export const ZEmissaoDoBeneficiario = z.object({
  id: z.number().int(),
  venda: z.number().int().nullable(),
  orcamento: z.number().int().nullable(),
  cotacao: z.number().int().nullable(),
  servico: z.number().int().nullable(),
  cliente: z.string().nullable(),
  status: z.string(),
  status_servico: z.string().nullable(),
  data_conclusao: z.string().nullable(),
  created_at: z.string(),
  tipo: z.string(),
  data_ida: z.string().nullable(),
});
export type EmissaoDoBeneficiario = z.infer<typeof ZEmissaoDoBeneficiario>;

export function nomeCompleto(
  contato: { nome: string; sobrenome?: string | null } | null | undefined,
): string {
  if (!contato) return '';
  return `${contato.nome} ${contato.sobrenome ?? ''}`.trim();
}
