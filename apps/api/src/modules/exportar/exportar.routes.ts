import {
  EXPORTAR_DATASETS,
  EXPORTAR_FORMATOS,
  EXPORTAR_MESSAGES,
  EXPORTAR_NOMES,
  exportarArquivo,
  isExportarDataset,
} from '@skyler/domain/exportar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { DATASETS } from './exportar.datasets.ts';
import { contentDisposition } from './exportar.formatos.ts';
import { CONTENT_TYPES, exportar } from './exportar.service.ts';

const tags = ['exportar'];

/**
 * Routes of the `exportar` area (decision 0029): `GET /api/exportar/{dataset}.csv` and `.xlsx` for each
 * dataset, each with its list's filters as query pairs and its list's access; any other file name is
 * answered in Portuguese. A HEAD request checks access and filters without exporting (the web page asks
 * it before handing the address to the browser's download).
 */
export const exportarRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const dataset of EXPORTAR_DATASETS) {
    const definicao = DATASETS[dataset];
    for (const formato of EXPORTAR_FORMATOS) {
      app.get(
        `/api/exportar/${dataset}.${formato}`,
        {
          config: { access: definicao.rota ? access.route(definicao.rota) : access.staff },
          schema: {
            tags,
            summary: `Exporta ${EXPORTAR_NOMES[dataset]} em ${formato.toUpperCase()}, com os filtros da lista`,
            querystring: definicao.query,
          },
        },
        async (request, reply) => {
          // HEAD: what the download would be, checked (access, filters) without reading a row
          if (request.method === 'HEAD') {
            return reply
              .header('content-type', CONTENT_TYPES[formato])
              .header('content-disposition', contentDisposition(exportarArquivo(dataset, formato)))
              .header('cache-control', 'no-store')
              .send();
          }
          const { user, ip } = actor(request);
          const exportacao = await exportar({
            db: app.db,
            leitura: app.leitura.banco(request),
            dataset,
            formato,
            filtros: request.query as Record<string, unknown>,
            usuario: user,
            ip,
            log: request.log,
          });
          return reply
            .header('content-type', exportacao.contentType)
            .header('content-disposition', contentDisposition(exportacao.arquivo))
            .header('cache-control', 'no-store')
            .send(exportacao.corpo);
        },
      );
    }
  }

  app.get(
    '/api/exportar/:arquivo',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Um arquivo de exportação que não existe: conjunto de dados ou formato desconhecido',
        params: z.object({ arquivo: z.string().max(200) }),
      },
    },
    async (request) => {
      const arquivo = request.params.arquivo;
      const ponto = arquivo.lastIndexOf('.');
      const dataset = ponto < 0 ? arquivo : arquivo.slice(0, ponto);
      if (isExportarDataset(dataset))
        throw new AppError('bad_request', EXPORTAR_MESSAGES.formatoDesconhecido);
      throw new AppError('not_found', EXPORTAR_MESSAGES.datasetDesconhecido);
    },
  );
};
