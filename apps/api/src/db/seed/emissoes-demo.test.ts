import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { RAC_STATUS, TIPOS_RAC } from '@skyler/domain/racs';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../platform/files.ts';
import { decifrar } from '../../platform/segredos.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CHAVE_MILHAS_TEMPLATE } from '../../test/template.ts';
import {
  emissoes,
  emissoes_anexos,
  emissoes_beneficiarios,
  emissoes_pagamentos,
  logs,
  milhas_validadas,
  racs,
  racs_documentos,
  racs_protocolos,
  racs_servicos,
  servicos,
} from '../schema/index.ts';

let t: TestApp;
let files: FileStore;
let lista: (typeof emissoes.$inferSelect)[];
let listaRacs: (typeof racs.$inferSelect)[];
const HORA_MS = 3_600_000;
const chave = CHAVE_MILHAS_TEMPLATE;

beforeAll(async () => {
  // the demo's sales up to their issuances and RACs, seeded once for the run (test/template.ts)
  t = await createTestApp({ template: 'demo-emissoes' });
  files = new FileStore({ root: path.join(t.dataDir, 'files'), maxBytes: 10 * 1024 * 1024 });
  lista = await t.db.select().from(emissoes).orderBy(emissoes.id);
  listaRacs = await t.db.select().from(racs).orderBy(racs.id);
  const mistura = new Map<string, number>();
  for (const e of lista)
    mistura.set(`${e.tipo} ${e.status}`, (mistura.get(`${e.tipo} ${e.status}`) ?? 0) + 1);
  console.info([...mistura].map(([chave, n]) => `${chave}: ${n}`).join(', '));
});
afterAll(() => t.close());

const contar = (filtro: (e: (typeof lista)[number]) => boolean) => lista.filter(filtro).length;

describe('demo issuances', () => {
  it('are of every type created by the flow, each in the queue, concluded and cancelled', () => {
    const tipos = TIPOS_EMISSAO.values.filter((tipo) => tipo !== 'emissao_aereo');
    for (const tipo of tipos) {
      for (const status of ['fila_de_emissao', 'finalizada', 'cancelada'] as const) {
        expect(
          contar((e) => e.tipo === tipo && e.status === status),
          `${tipo} ${status}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(contar((e) => e.tipo === 'emissao_aereo')).toBe(0);
    // the RACs still open hold their issuance in rac; finalised ones gave it back or cancelled it
    const abertas = listaRacs.filter((r) => r.status !== 'finalizada').map((r) => r.emissao);
    expect(lista.filter((e) => e.status === 'rac').map((e) => e.id)).toEqual(
      [...abertas].sort((a, b) => a - b),
    );
    expect(abertas).toHaveLength(6);
  });

  it('wait in the queue, some of them for more than 48 hours, others arrived within the last two days', () => {
    const agora = Date.now();
    const fila = lista.filter((e) => e.status === 'fila_de_emissao');
    expect(fila.some((e) => agora - e.created_at.getTime() > 48 * HORA_MS)).toBe(true);
    expect(fila.some((e) => agora - e.created_at.getTime() < 48 * HORA_MS)).toBe(true);
    expect(fila.every((e) => e.data_hora_emissao === null && e.emitido_por === null)).toBe(true);
  });

  it('concluded ones have their locator, issuer and time, e-tickets on flights, vouchers and payment lines', async () => {
    const concluidas = lista.filter((e) => e.status === 'finalizada' || e.status === 'rac');
    expect(concluidas.length).toBeGreaterThanOrEqual(12);
    for (const e of concluidas) {
      expect(e.localizador).toMatch(/^[A-Z0-9]{6}$/);
      expect(e.emitido_por).not.toBeNull();
      expect(e.concluida_por).not.toBeNull();
      expect(e.data_hora_emissao?.getTime()).toBeGreaterThan(e.created_at.getTime());
      expect(e.data_hora_emissao?.getTime()).toBeLessThan(Date.now());
    }
    const semEticket = await t.db
      .select({ n: count() })
      .from(emissoes_beneficiarios)
      .innerJoin(emissoes, eq(emissoes.id, emissoes_beneficiarios.emissao))
      .where(
        sql`${emissoes.status} in ('finalizada', 'rac') and ${emissoes.tipo} like 'emissao_voo%' and ${emissoes_beneficiarios.eticket} = ''`,
      );
    expect(semEticket[0]?.n).toBe(0);
    const anexos = await t.db.select().from(emissoes_anexos);
    expect(anexos.length).toBeGreaterThan(0);
    for (const anexo of anexos) {
      expect(anexo.tipo_arquivo).toBe('application/pdf');
      expect((await readFile(path.join(files.root, anexo.documento))).subarray(0, 5).toString()).toBe(
        '%PDF-',
      );
    }
    const linhas = await t.db.select().from(emissoes_pagamentos);
    // concluding needs who pays each forming field: every concluded issuance has its lines
    const comLinhas = new Set(linhas.map((l) => l.emissao));
    expect(concluidas.filter((e) => !comLinhas.has(e.id)).map((e) => e.id)).toEqual([]);
    expect(linhas.some((l) => l.responsavel === 'skyler' && l.cartao !== null)).toBe(true);
    expect(linhas.some((l) => l.responsavel === 'cliente')).toBe(true);
    expect(linhas.every((l) => l.responsavel === 'skyler' || l.cartao === null)).toBe(true);
  });

  it('cancelled ones have their reason, who and when', () => {
    for (const e of lista.filter((e) => e.status === 'cancelada')) {
      expect(e.motivo_cancelamento?.length).toBeGreaterThanOrEqual(3);
      expect(e.cancelada_em).not.toBeNull();
      expect(e.cancelada_por).not.toBeNull();
    }
  });

  it('were worked through the issuances own functions: an audit row for each change', async () => {
    const porTipo = await t.db
      .select({ tipo: logs.tipo, n: count() })
      .from(logs)
      .where(sql`${logs.tipo} like 'emiss%' or ${logs.tipo} like 'rac%'`)
      .groupBy(logs.tipo);
    const n = (tipo: string) => porTipo.find((l) => l.tipo === tipo)?.n ?? 0;
    expect(n('emissao_concluida')).toBe(
      contar((e) => e.status === 'finalizada' || e.status === 'rac') +
        listaRacs.filter((r) => r.status === 'finalizada' && r.tipo === 'cancelamento').length,
    );
    expect(n('emissao_cancelada')).toBe(
      contar((e) => e.status === 'cancelada') -
        listaRacs.filter((r) => r.status === 'finalizada' && r.tipo === 'cancelamento').length,
    );
    expect(n('emissao_beneficiario')).toBeGreaterThan(0);
    expect(n('emissao_anexo')).toBeGreaterThan(0);
    expect(n('emissao_pagamentos')).toBeGreaterThan(0);
    const [futuro] = await t.db.select({ n: count() }).from(logs).where(sql`${logs.created_at} > now()`);
    expect(futuro?.n).toBe(0);
  });
});

describe('demo RACs', () => {
  it('are one of each type in each status, by finance', () => {
    for (const tipo of TIPOS_RAC.values)
      for (const status of RAC_STATUS.values)
        expect(
          listaRacs.filter((r) => r.tipo === tipo && r.status === status),
          `${tipo} ${status}`,
        ).toHaveLength(1);
    expect(listaRacs.filter((r) => r.status !== 'aberta').every((r) => r.status_alterado_por !== null)).toBe(
      true,
    );
  });

  it('have protocols, a document, the related service, and the agency cost or the client charge on some', async () => {
    for (const rac of listaRacs) {
      const [protocolos] = await t.db
        .select({ n: count() })
        .from(racs_protocolos)
        .where(eq(racs_protocolos.rac, rac.id));
      expect(protocolos?.n).toBeGreaterThan(0);
      const [documentos] = await t.db
        .select({ n: count() })
        .from(racs_documentos)
        .where(eq(racs_documentos.rac, rac.id));
      expect(documentos?.n).toBe(1);
      const [relacionados] = await t.db
        .select({ n: count() })
        .from(racs_servicos)
        .where(eq(racs_servicos.rac, rac.id));
      expect(relacionados?.n).toBe(1);
    }
    expect(listaRacs.some((r) => r.custo_skyler && Number(r.custo_skyler_valor) > 0)).toBe(true);
    expect(listaRacs.some((r) => r.cobranca_cliente !== null && Number(r.cobranca_cliente_valor) > 0)).toBe(
      true,
    );
    expect(listaRacs.some((r) => r.cobranca_cliente === null)).toBe(true);
  });

  it('finalised cancellations cancelled their issuance, the others gave it back concluded', () => {
    for (const rac of listaRacs.filter((r) => r.status === 'finalizada')) {
      const emissao = lista.find((e) => e.id === rac.emissao);
      expect(emissao?.status).toBe(rac.tipo === 'cancelamento' ? 'cancelada' : 'finalizada');
    }
  });
});

describe('the sales list', () => {
  it('counts the issuances in the queue and concluded on the sales that have them', async () => {
    const vendas = [...new Set(lista.map((e) => e.venda))];
    let fila = 0;
    let finalizadas = 0;
    for (const venda of vendas) {
      const response = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/vendas/detailed/?id_venda=${venda}`,
      });
      expect(response.statusCode).toBe(200);
      const [linha] = response.json().vendas as {
        num_emissoes_fila: number;
        num_emissoes_finalizadas: number;
      }[];
      fila += linha?.num_emissoes_fila ?? 0;
      finalizadas += linha?.num_emissoes_finalizadas ?? 0;
    }
    expect(fila).toBe(contar((e) => e.status === 'fila_de_emissao'));
    expect(finalizadas).toBeGreaterThan(0);
  });

  it('validate the miles and wallet tickets through the validation service, more than a page of purchases', async () => {
    const compras = await t.db.select().from(milhas_validadas).orderBy(milhas_validadas.id);
    expect(compras.length).toBeGreaterThan(10);
    expect(new Set(compras.map((c) => c.tipo))).toEqual(new Set(['milha', 'wallet']));
    const terceiros = compras.filter((c) => c.conta_fidelidade === null);
    expect(compras.some((c) => c.conta_fidelidade !== null && c.conta_propria)).toBe(true);
    expect(terceiros.length).toBeGreaterThan(0);
    for (const compra of terceiros)
      expect(decifrar(chave, compra.senha_cifrada ?? '')).toMatch(/^demo-\d{6}$/);
    expect(new Set(compras.map((c) => c.provedor_milhas)).size).toBeGreaterThan(2);
    const servicoIds = [...new Set(compras.map((c) => c.servico))];
    const validados = await t.db.select().from(servicos).where(inArray(servicos.id, servicoIds));
    for (const servico of validados) {
      expect(servico.status).toBe('emissao');
      expect(servico.validado_em?.getTime()).toBeGreaterThan(servico.faturado_em?.getTime() ?? 0);
      expect(servico.seguiu_manual_boas_praticas_milhas).not.toBeNull();
      expect(lista.some((e) => e.servico === servico.id)).toBe(true);
    }
    expect(validados.some((s) => s.seguiu_manual_boas_praticas_milhas === false)).toBe(true);
    const auditoria = await t.db.select().from(logs).where(eq(logs.tipo, 'milhas_validadas'));
    expect(auditoria.length).toBe(servicoIds.length);
    expect(JSON.stringify(auditoria)).not.toMatch(/demo-\d{6}/);
    const pagina = await t.injectAs('milhas', { method: 'GET', url: '/api/milhas-validadas/?page=1' });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.json()['milhas-validadas']).toHaveLength(10);
    expect(pagina.json().pages).toBeGreaterThan(1);
  });
});
