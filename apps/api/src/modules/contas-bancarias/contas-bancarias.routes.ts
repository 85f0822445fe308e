import {
  CONTAS_BANCARIAS_MESSAGES as M,
  podeGerirContasBancarias,
  ZBancos,
  ZContaBancaria,
  ZContaBancariaInput,
  ZContasBancarias,
  ZImportacaoExtrato,
} from '@skyler/domain/contas-bancarias';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotasDeCadastro } from '../../platform/rotas.ts';
import { bancosDoBcb } from './bancos.ts';
import {
  alterarContaBancaria,
  CAMPO_ARQUIVO,
  criarContaBancaria,
  detalharContaBancaria,
  importarExtrato,
  listarContasBancarias,
} from './contas-bancarias.service.ts';

const tags = ['contas-bancarias'];

/** Finance department and administrators (decision 0085). */
const financeiroContasBancarias = access.rule({
  name: 'podeGerirContasBancarias',
  allows: podeGerirContasBancarias,
});

/** The agency's bank accounts and the import of their statements (decision 0085). */
export const contasBancariasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contas-bancarias/',
    {
      config: { access: financeiroContasBancarias },
      schema: {
        tags,
        summary: 'Contas bancárias da agência, com o último extrato importado e os lançamentos pendentes',
        response: { 200: ZContasBancarias },
      },
    },
    () => listarContasBancarias(app.db),
  );

  app.get(
    '/api/contas-bancarias/bancos/',
    {
      config: { access: financeiroContasBancarias },
      schema: {
        tags,
        summary: 'Bancos da lista de participantes do Banco Central (código COMPE e nome)',
        response: { 200: ZBancos },
      },
    },
    () => ({ bancos: bancosDoBcb() }),
  );

  rotasDeCadastro(app, '/api/contas-bancarias/', {
    access: financeiroContasBancarias,
    tags,
    entrada: ZContaBancariaInput,
    registro: ZContaBancaria,
    resumos: {
      criar: 'Cadastra uma conta bancária (banco COMPE, agência, conta, descrição e chave Pix)',
      alterar: 'Altera uma conta bancária (versao: 409 se outra pessoa a alterou antes)',
    },
    criar: (dados, autor) => criarContaBancaria(app.db, dados, autor),
    alterar: (id, dados, autor) => alterarContaBancaria(app.db, id, dados, autor),
  });

  app.get(
    '/api/contas-bancarias/:id/',
    {
      config: { access: financeiroContasBancarias },
      schema: { tags, summary: 'Uma conta bancária', params: ZIdParams, response: { 200: ZContaBancaria } },
    },
    (request) => detalharContaBancaria(app.db, request.params.id),
  );

  app.post(
    '/api/contas-bancarias/:id/extratos/',
    {
      config: { access: financeiroContasBancarias },
      schema: {
        tags,
        summary:
          'Importa um extrato (multipart: arquivo OFX ou CSV; mapeamento JSON das colunas do CSV, salvo na conta). O mesmo arquivo ou lançamento de novo não é importado outra vez.',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZImportacaoExtrato, 201: ZImportacaoExtrato },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: CAMPO_ARQUIVO,
        nomePadrao: 'extrato',
        naoMultipart: M.naoMultipart,
      });
      const { status, resposta } = await importarExtrato(app.db, request.params.id, upload, actor(request));
      return reply.status(status).send(resposta);
    },
  );
};
