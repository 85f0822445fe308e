import type { DataBusca } from '@skyler/domain/busca-credito';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buscas, contatos, empresas } from '../schema/index.ts';
import { CONTATOS_COM_BUSCA_DEMO } from './buscas-demo.ts';

describe('demo stored searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every demo contact and company with a search result has its stored search, the first contact two', async () => {
    const comResultado = await t.db
      .select({ id: contatos.id, data_busca: contatos.data_busca })
      .from(contatos)
      .where(isNotNull(contatos.data_busca))
      .orderBy(asc(contatos.id));
    expect(comResultado).toHaveLength(CONTATOS_COM_BUSCA_DEMO);
    for (const [n, contato] of comResultado.entries()) {
      const guardadas = await t.db
        .select()
        .from(buscas)
        .where(eq(buscas.contato, contato.id))
        .orderBy(asc(buscas.id));
      expect(guardadas).toHaveLength(n === 0 ? 2 : 1);
      const ultima = guardadas.at(-1);
      expect((contato.data_busca as DataBusca).busca).toBe(ultima?.id);
      expect(ultima?.dados.data_busca.general_flag).toBe((contato.data_busca as DataBusca).general_flag);
      expect(ultima?.dados.resposta).toMatchObject({ personal_information: expect.any(Object) });
    }
    const [primeira, segunda] = await t.db
      .select()
      .from(buscas)
      .where(eq(buscas.contato, comResultado[0]?.id ?? 0))
      .orderBy(asc(buscas.id));
    expect(primeira?.created_at.getTime()).toBeLessThan(segunda?.created_at.getTime() ?? 0);

    const empresasComResultado = await t.db
      .select({ id: empresas.id, data_busca: empresas.data_busca })
      .from(empresas)
      .where(isNotNull(empresas.data_busca));
    expect(empresasComResultado).toHaveLength(1);
    const [daEmpresa] = await t.db
      .select()
      .from(buscas)
      .where(eq(buscas.empresa, empresasComResultado[0]?.id ?? 0));
    expect((empresasComResultado[0]?.data_busca as DataBusca | undefined)?.busca).toBe(daEmpresa?.id);
  });
});
