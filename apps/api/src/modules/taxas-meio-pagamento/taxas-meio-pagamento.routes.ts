import {
  podeLerTaxasMeioPagamento,
  ZTaxaMeioPagamentoInput,
  ZTaxaMeioPagamentoView,
  ZTaxasMeioPagamentoResposta,
} from '@skyler/domain/taxas-meio-pagamento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { listarTaxas, salvarTaxa } from './taxas-meio-pagamento.service.ts';

const tags = ['taxas-meio-pagamento'];

export const taxasMeioPagamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/taxas-meio-pagamento/',
    {
      config: {
        access: access.rule({ name: 'podeLerTaxasMeioPagamento', allows: podeLerTaxasMeioPagamento }),
      },
      schema: {
        tags,
        summary: 'Tabela de taxas dos meios de pagamento: as vigentes e o histórico',
        response: { 200: ZTaxasMeioPagamentoResposta },
      },
    },
    () => listarTaxas(app.db),
  );

  app.put(
    '/api/taxas-meio-pagamento/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Define a taxa de um meio de pagamento e número de parcelas (a anterior vai para o histórico)',
        body: ZTaxaMeioPagamentoInput,
        response: { 200: ZTaxaMeioPagamentoView },
      },
    },
    (request) => salvarTaxa(app.db, request.body, actor(request)),
  );
};
