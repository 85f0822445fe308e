import { NFSE_STATUS } from '@skyler/domain/nfse';
import { describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { nfse } from '../schema/index.ts';

usarApp({ template: 'demo-vendas' });

describe('NFS-e demo', () => {
  it('has invoices in every status, the authorised ones with their links and XML, the rejected with a message', async () => {
    const linhas = await t.db.select().from(nfse);
    expect(new Set(linhas.map((n) => n.status))).toEqual(new Set(NFSE_STATUS.values));
    for (const n of linhas.filter((l) => l.status === 'autorizada')) {
      expect(n.numero && n.url_pdf && n.url_xml && n.xml).toBeTruthy();
    }
    expect(linhas.find((n) => n.status === 'rejeitada')?.mensagem).toMatch(/^E160/);
    expect(linhas.every((n) => Number(n.valor) > 0)).toBe(true);
  });
});
