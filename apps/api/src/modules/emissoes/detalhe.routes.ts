import {
  EMISSAO_REMOCAO_MESSAGES,
  podeEditarEmissoes,
  ZAnexo,
  ZEmissaoBeneficiario,
  ZEmissaoBeneficiariosLote,
  ZEmissaoBeneficiarioUpdate,
  ZEmissaoPagamentosRequest,
  ZLinhaPagamentoEmissao,
} from '@skyler/domain/emissoes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { findAnexos } from './anexos.queries.ts';
import { abrirAnexo, adicionarAnexo, CAMPO_ARQUIVO, removerAnexo } from './anexos.service.ts';
import { exigirEmissao, findBeneficiariosEmissao } from './beneficiarios.queries.ts';
import {
  alterarBeneficiarioEmissao,
  alterarBeneficiariosEmissao,
  removerBeneficiarioEmissao,
} from './beneficiarios.service.ts';
import { findPagamentosEmissao } from './pagamentos-emissao.queries.ts';
import { salvarPagamentosEmissao } from './pagamentos-emissao.service.ts';

const tags = ['emissoes'];
const emissores = access.rule({ name: 'podeEditarEmissoes', allows: podeEditarEmissoes });
const ZDetail = z.object({ detail: z.string() });
const ZBeneficiarioParams = z.object({ id: ZId, beneficiario: ZId });

const readUpload = (request: FastifyRequest) =>
  readMultipartUpload(request, {
    campoArquivo: CAMPO_ARQUIVO,
    nomePadrao: 'documento',
    naoMultipart: 'Envie o documento em um formulário multipart/form-data.',
  });

/**
 * The issuance detail's tabs other than Geral: beneficiaries (Hóspedes), vouchers and other documents, and
 * payment lines. Staff read them; issuers change them while the issuance is in the queue (decision 0027).
 */
export const emissoesDetalheRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/emissoes/:id/beneficiarios/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Beneficiários da emissão, com CPF, nascimento e o primeiro passaporte',
        params: ZIdParams,
        response: { 200: z.array(ZEmissaoBeneficiario) },
      },
    },
    async (request) => {
      await exigirEmissao(app.db, request.params.id);
      return findBeneficiariosEmissao(app.db, { emissaoId: request.params.id });
    },
  );

  app.put(
    '/api/emissoes/:id/beneficiarios/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary:
          'Altera e-ticket, assento, tipo de assento ou tipo de quarto de um beneficiário (só as chaves enviadas)',
        params: ZIdParams,
        body: ZEmissaoBeneficiarioUpdate,
        response: { 200: ZEmissaoBeneficiario },
      },
    },
    (request) =>
      alterarBeneficiarioEmissao(app.db, {
        emissaoId: request.params.id,
        dados: request.body,
        ator: actor(request),
      }),
  );

  app.put(
    '/api/emissoes/:id/beneficiarios/lote/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary:
          'Salva de uma vez os beneficiários alterados (e-ticket, assento, tipos), cada um com a versão lida',
        params: ZIdParams,
        body: ZEmissaoBeneficiariosLote,
        response: { 200: z.array(ZEmissaoBeneficiario) },
      },
    },
    (request) =>
      alterarBeneficiariosEmissao(app.db, {
        emissaoId: request.params.id,
        beneficiarios: request.body.beneficiarios,
        ator: actor(request),
      }),
  );

  app.delete(
    '/api/emissoes/:id/beneficiarios/:beneficiario/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary: 'Remove um passageiro da emissão',
        params: ZBeneficiarioParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await removerBeneficiarioEmissao(app.db, {
        emissaoId: request.params.id,
        id: request.params.beneficiario,
        ator: actor(request),
      });
      return { detail: EMISSAO_REMOCAO_MESSAGES.beneficiarioRemovido };
    },
  );

  app.get(
    '/api/emissoes/:id/anexos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Vouchers e demais documentos da emissão',
        params: ZIdParams,
        response: { 200: z.array(ZAnexo) },
      },
    },
    async (request) => {
      await exigirEmissao(app.db, request.params.id);
      return findAnexos(app.db, request.params.id);
    },
  );

  app.post(
    '/api/emissoes/:id/anexos/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary: 'Anexa um documento (multipart: nome e arquivo PDF ou imagem)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 201: ZAnexo },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const anexo = await adicionarAnexo(app.db, app.files, {
        emissaoId: request.params.id,
        upload,
        ator: actor(request),
      });
      return reply.status(201).send(anexo);
    },
  );

  app.delete(
    '/api/anexos/:id/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary: 'Deleta um documento da emissão e o seu arquivo',
        params: ZIdParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await removerAnexo(app.db, app.files, { id: request.params.id, ator: actor(request) });
      return { detail: EMISSAO_REMOCAO_MESSAGES.anexoDeletado };
    },
  );

  app.get(
    '/api/anexos/:id/arquivo/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'O arquivo do documento, com o seu tipo', params: ZIdParams },
    },
    async (request, reply) => sendStoredFile(reply, await abrirAnexo(app.db, app.files, request.params.id)),
  );

  app.get(
    '/api/emissoes/:id/pagamentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Linhas de pagamento da emissão: quem paga cada campo formador e com qual cartão',
        params: ZIdParams,
        response: { 200: z.array(ZLinhaPagamentoEmissao) },
      },
    },
    async (request) => findPagamentosEmissao(app.db, await exigirEmissao(app.db, request.params.id)),
  );

  app.post(
    '/api/emissoes/:id/pagamentos/',
    {
      config: { access: emissores },
      schema: {
        tags,
        summary: 'Substitui as linhas de pagamento da emissão (uma por campo formador)',
        params: ZIdParams,
        body: ZEmissaoPagamentosRequest,
        response: { 200: z.array(ZLinhaPagamentoEmissao) },
      },
    },
    (request) =>
      salvarPagamentosEmissao(app.db, {
        emissaoId: request.params.id,
        pagamentos: request.body.pagamentos,
        versao: request.body.versao,
        ator: actor(request),
      }),
  );
};
