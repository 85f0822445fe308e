import { z } from 'zod';
import { ZDataBusca } from './busca-credito.ts';
import {
  maximo,
  textoOpcional,
  ZCnpjOpcional,
  ZEmailOpcional,
  ZIdRef,
  ZTelefone,
  ZTelefoneResponse,
  ZUsuarioRef,
} from './cadastro.ts';
import { PERFIS_CONTATO, TIERS, ZContatoRef } from './contatos.ts';
import { ZPageQuery } from './pagination.ts';
import { canCreateEmpresa, OBSERVACOES_MAX, VALIDACAO_MESSAGES } from './validacao.ts';

/** part 2 §9: companies are listed 15 per page */
export const EMPRESAS_PAGE_SIZE = 15;

/** The spec's texts (part 2 §2, §5, §8) and the ones this area adds. */
export const EMPRESA_MESSAGES = {
  criada: 'Empresa criada com sucesso!',
  editada: 'Empresa editada com sucesso!',
  deletada: 'Empresa deletada com sucesso!',
  incompleta: VALIDACAO_MESSAGES.empresaIncompleta,
  naoEncontrada: 'A empresa não foi encontrada. (404)',
  nenhuma: 'Nenhuma empresa encontrada.',
  /** followed by ': ' and the error */
  erroCarregar: 'Erro ao carregar empresas',
  erroSalvar: 'Erro ao salvar a empresa.',
  erroDeletar: 'Erro ao deletar empresa',
  cnpjEmUso: 'Já existe uma empresa com este CNPJ.',
  emUso: 'Esta empresa está em vendas ou outros registros e não pode ser deletada.',
  indicacaoInexistente: 'A indicação escolhida não existe mais.',
  deletarConfirmacao: 'Digite o nome da empresa para deletá-la. Esta ação não pode ser desfeita.',
  nenhumaRelacao: 'Nenhum contato relacionado a esta empresa.',
  contatoVinculado: 'Contato vinculado à empresa!',
  vinculoRemovido: 'Vínculo com o contato removido.',
  contatoInexistente: 'O contato escolhido não existe mais.',
  contatoObrigatorio: 'Escolha o contato.',
  relacaoInexistente: 'Este contato não está relacionado a esta empresa.',
  nenhumaVenda: 'Nenhuma venda encontrada',
} as const;

/** What each audit-log `tipo` of this area means (for the Logs screens). */
export const EMPRESAS_LOG_TIPOS: Record<string, string> = {
  empresa_criada: 'Empresa criada',
  empresa_editada: 'Empresa editada',
  empresa_deletada: 'Empresa deletada',
  empresa_contato_vinculado: 'Contato vinculado à empresa',
  empresa_contato_desvinculado: 'Contato desvinculado da empresa',
  empresa_busca_credito: 'Busca de crédito da empresa',
};

const M = EMPRESA_MESSAGES;

/**
 * Body of POST /api/empresas/ and PUT /api/empresas/{id}/: a name or razão social, a phone or e-mail, and
 * the CNPJ (part 2 §5), each typed value valid.
 */
export const ZEmpresaRequest = z
  .object({
    nome: textoOpcional(200),
    razao_social: textoOpcional(200),
    cnpj: ZCnpjOpcional,
    email: ZEmailOpcional,
    telefone: ZTelefone.nullish().transform((telefone) => telefone ?? null),
    indicacao: ZIdRef.nullish().transform((id) => id ?? null),
    observacoes: z
      .string()
      .nullish()
      .transform((valor) => valor?.trim() || null)
      .refine((valor) => (valor ?? '').length < OBSERVACOES_MAX, VALIDACAO_MESSAGES.observacoesLongas),
    tier: z
      .enum(TIERS.values)
      .nullish()
      .transform((valor) => valor ?? null),
  })
  .superRefine((empresa, ctx) => {
    const completa = canCreateEmpresa({
      nome: empresa.nome,
      razao_social: empresa.razao_social,
      telefone: empresa.telefone?.numero,
      email: empresa.email,
      cnpj: empresa.cnpj,
    });
    if (!completa) ctx.addIssue({ code: 'custom', path: [], message: M.incompleta });
  });
export type EmpresaRequest = z.input<typeof ZEmpresaRequest>;
export type EmpresaData = z.output<typeof ZEmpresaRequest>;

/** GET /api/empresas/: `search` looks in name, razão social, CNPJ and e-mail. */
export const ZEmpresasQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, maximo(100)).optional(),
});

/** POST /api/empresas/{id}/relacoes/ */
export const ZEmpresaRelacaoRequest = z.object({
  contato: z.number({ error: M.contatoObrigatorio }).int().positive(M.contatoObrigatorio),
});

// ——— response schemas ———

export const ZEmpresaResumo = z.object({
  id: z.number().int(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  telefone: ZTelefoneResponse.nullable(),
  tier: z.enum(TIERS.values).nullable(),
  created_by: ZUsuarioRef.nullable(),
  created_at: z.string(),
  last_edited_by: ZUsuarioRef.nullable(),
  updated_at: z.string(),
});
export type EmpresaResumo = z.infer<typeof ZEmpresaResumo>;

export const ZEmpresasResponse = z.object({ empresas: z.array(ZEmpresaResumo), pages: z.number().int() });

export const ZEmpresa = ZEmpresaResumo.extend({
  indicacao: ZContatoRef.nullable(),
  observacoes: z.string().nullable(),
  data_busca: ZDataBusca.nullable(),
});
export type Empresa = z.infer<typeof ZEmpresa>;

/** A contact linked to the company (Relações tab); rows open the contact. */
export const ZRelacaoEmpresa = z.object({
  id: z.number().int(),
  nome: z.string(),
  sobrenome: z.string(),
  perfil: z.enum(PERFIS_CONTATO.values),
  tier: z.enum(TIERS.values).nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  telefone: ZTelefoneResponse.nullable(),
});
export type RelacaoEmpresa = z.infer<typeof ZRelacaoEmpresa>;
