import { contatos, empresas } from '../../db/schema/index.ts';
import { RESPOSTA_EMPRESA, RESPOSTA_PESSOA } from '../../integrations/credito.fixtures.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FakeServer, sendJson, startFakeServer } from '../../test/fake-server.ts';

/**
 * A test app whose credit bureau is a local fake answering the contract's fixtures to the key given
 * (decision 0007), with a contact and a company to search; `respondeBem` puts the fake's answers back after a
 * test made it fail.
 */
export async function appComBureau(chave: string): Promise<{
  t: TestApp;
  bureau: FakeServer;
  contato: number;
  empresa: number;
  respondeBem: () => void;
  fechar: () => Promise<void>;
}> {
  const bureau = await startFakeServer((_request, response) => sendJson(response, 500, {}));
  const respondeBem = () =>
    bureau.handle((request, response) => {
      if (request.headers.authorization !== `Bearer ${chave}`) return sendJson(response, 401, {});
      if (request.url === '/v1/consulta/pf') return sendJson(response, 200, RESPOSTA_PESSOA);
      if (request.url === '/v1/consulta/pj') return sendJson(response, 200, RESPOSTA_EMPRESA);
      return sendJson(response, 404, {});
    });
  respondeBem();
  const t = await createTestApp({ env: { CREDITO_API_URL: `${bureau.url}/v1`, CREDITO_API_KEY: chave } });
  const [c] = await t.db
    .insert(contatos)
    .values({ nome: 'Zuleica', sobrenome: 'Quintanilha', cpf: '52998224725' })
    .returning();
  const [e] = await t.db.insert(empresas).values({ nome: 'Horizonte', cnpj: '11222333000181' }).returning();
  return {
    t,
    bureau,
    contato: c?.id ?? 0,
    empresa: e?.id ?? 0,
    respondeBem,
    fechar: async () => {
      await t.close();
      await bureau.close();
    },
  };
}
