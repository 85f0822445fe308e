import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  EMISSAO_MESSAGES,
  EMISSAO_REMOCAO_MESSAGES,
  type EmissaoBeneficiario,
  type EmissaoStatus,
} from '@skyler/domain/emissoes';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissoes_beneficiarios, logs, notificacoes } from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import {
  contarTabelas,
  criarEmissaoDeTeste,
  type EmissaoDeTeste,
  ROLES_NAO_EMISSORES,
} from './detalhe-fixtures.ts';

let t: TestApp;
let voo: EmissaoDeTeste;

beforeAll(async () => {
  t = await createTestApp();
  voo = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante', passageiros: 3 });
});
afterAll(() => t.close());

const url = (id: number) => `/api/emissoes/${id}/beneficiarios/`;

async function lerBeneficiarios(id: number, username = 'consultor') {
  const response = await t.injectAs(username, { method: 'GET', url: url(id) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EmissaoBeneficiario[];
}

async function linha(id: number) {
  const [row] = await t.db.select().from(emissoes_beneficiarios).where(eq(emissoes_beneficiarios.id, id));
  return row;
}

describe('GET /api/emissoes/{id}/beneficiarios/', () => {
  it('lists the passengers in order with CPF, birth date and the first passport', async () => {
    const lista = await lerBeneficiarios(voo.id);
    expect(lista.map((b) => b.id)).toEqual(voo.beneficiarios);
    expect(lista[0]).toEqual({
      id: voo.beneficiarios[0],
      contato: {
        id: voo.contatos[0],
        nome: expect.stringMatching(/^Passageiro/),
        sobrenome: 'Viajante',
        cpf: expect.stringMatching(/^\d{11}$/),
        data_nascimento: '1990-05-17',
        passaporte: {
          numero: expect.stringMatching(/001$/),
          data_emissao: '2020-01-10',
          data_validade: '2030-01-09',
        },
      },
      eticket: '',
      assento: '',
      tipo_assento: '',
      tipo_quarto: '',
      versao: 1,
    });
    // a passenger without a passport (an RG does not count)
    expect(lista[1]?.contato.passaporte).toBeNull();
  });

  it('is read by every staff member and refused to the customer account', async () => {
    for (const username of ['admin', 'emissor', ...ROLES_NAO_EMISSORES]) {
      expect(await lerBeneficiarios(voo.id, username)).toHaveLength(3);
    }
    const cliente = await t.injectAs('cliente', { method: 'GET', url: url(voo.id) });
    expect(cliente.statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: url(voo.id) })).statusCode).toBe(401);
  });

  it('answers 404 for an issuance that does not exist', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: url(999_999) });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.naoEncontrada);
  });
});

describe('PUT /api/emissoes/{id}/beneficiarios/', () => {
  it('saves only the fields sent, audited, and notifies the consultant', async () => {
    const id = voo.beneficiarios[0] ?? 0;
    const primeiro = await t.injectAs('emissor', {
      method: 'PUT',
      url: url(voo.id),
      payload: { id, eticket: ' 957-2100000001 ', assento: '12A' },
    });
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    expect(primeiro.json()).toMatchObject({
      id,
      eticket: '957-2100000001',
      assento: '12A',
      tipo_assento: '',
    });
    const segundo = await t.injectAs('emissor', {
      method: 'PUT',
      url: url(voo.id),
      payload: { id, tipo_assento: 'Janela' },
    });
    expect(segundo.statusCode, segundo.body).toBe(200);
    const salvo = segundo.json() as EmissaoBeneficiario;
    expect(salvo).toMatchObject({ eticket: '957-2100000001', assento: '12A', tipo_assento: 'Janela' });
    expect(salvo.contato.passaporte?.numero).toMatch(/001$/);
    expect(await linha(id)).toMatchObject({
      eticket: '957-2100000001',
      assento: '12A',
      tipo_assento: 'Janela',
    });

    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissao_beneficiario'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log).toMatchObject({
      venda: voo.venda,
      dados: { antes: { tipo_assento: '' }, depois: { tipo_assento: 'Janela' } },
      meta: { entidade: 'emissao', id: voo.id, beneficiario: id, acao: 'alterado' },
    });
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(notificacao).toMatchObject({ context: 'emissao', venda: voo.venda });
  });

  it('clears a field sent empty or null', async () => {
    const id = voo.beneficiarios[2] ?? 0;
    await t.injectAs('emissor', { method: 'PUT', url: url(voo.id), payload: { id, tipo_quarto: 'Duplo' } });
    const response = await t.injectAs('admin', {
      method: 'PUT',
      url: url(voo.id),
      payload: { id, tipo_quarto: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await linha(id))?.tipo_quarto).toBe('');
  });

  it('refuses a too long e-ticket with its field error and changes nothing', async () => {
    const antes = await contarTabelas(t.db);
    const id = voo.beneficiarios[1] ?? 0;
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: url(voo.id),
      payload: { id, eticket: '9'.repeat(31) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { eticket: ['Máximo de 30 caracteres.'] } });
    expect((await linha(id))?.eticket).toBe('');
    expect(await contarTabelas(t.db)).toEqual(antes);
  });

  it('answers 404 for a beneficiary of another issuance, and for an issuance that does not exist', async () => {
    const outra = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
    const antes = await contarTabelas(t.db);
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: url(voo.id),
      payload: { id: outra.beneficiarios[0], eticket: '123' },
    });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
    const inexistente = await t.injectAs('emissor', {
      method: 'PUT',
      url: url(999_999),
      payload: { id: voo.beneficiarios[0], eticket: '123' },
    });
    expect(inexistente.statusCode).toBe(404);
    expect(expectDetail(inexistente)).toBe(EMISSAO_MESSAGES.naoEncontrada);
    expect((await linha(outra.beneficiarios[0] ?? 0))?.eticket).toBe('');
    expect(await contarTabelas(t.db)).toEqual(antes);
  });

  it.each(['finalizada', 'cancelada', 'rac'] satisfies EmissaoStatus[])(
    'refuses a change when the issuance is %s (409) and changes nothing',
    async (status) => {
      const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 1, status });
      const antes = await contarTabelas(t.db);
      const id = emissao.beneficiarios[0] ?? 0;
      const put = await t.injectAs('emissor', {
        method: 'PUT',
        url: url(emissao.id),
        payload: { id, eticket: '123' },
      });
      expect(put.statusCode).toBe(409);
      expect(expectDetail(put)).toBe(EMISSAO_MESSAGES.naoEditavel);
      const del = await t.injectAs('emissor', { method: 'DELETE', url: `${url(emissao.id)}${id}/` });
      expect(del.statusCode).toBe(409);
      expect(await linha(id)).toMatchObject({ eticket: '' });
      expect(await contarTabelas(t.db)).toEqual(antes);
      // still readable
      expect(await lerBeneficiarios(emissao.id)).toHaveLength(1);
    },
  );

  it.each([...ROLES_NAO_EMISSORES, 'cliente'])('refuses %s (403) and changes nothing', async (username) => {
    const antes = await contarTabelas(t.db);
    const id = voo.beneficiarios[1] ?? 0;
    const put = await t.injectAs(username, {
      method: 'PUT',
      url: url(voo.id),
      payload: { id, eticket: '999' },
    });
    expect(put.statusCode).toBe(403);
    expect(expectDetail(put)).toBe(AUTH_MESSAGES.forbidden);
    const del = await t.injectAs(username, { method: 'DELETE', url: `${url(voo.id)}${id}/` });
    expect(del.statusCode).toBe(403);
    expect((await linha(id))?.eticket).toBe('');
    expect(await contarTabelas(t.db)).toEqual(antes);
  });
});

describe('PUT /api/emissoes/{id}/beneficiarios/lote/', () => {
  const lote = (id: number) => `${url(id)}lote/`;

  it('saves every changed passenger in one request, audited once, and raises each version', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante', passageiros: 3 });
    const [a, b, c] = await lerBeneficiarios(emissao.id);
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: lote(emissao.id),
      payload: {
        beneficiarios: [
          { id: b?.id, versao: b?.versao, eticket: ' 957-2100000002 ', assento: '14C' },
          { id: a?.id, versao: a?.versao, eticket: '957-2100000001' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lista = response.json() as EmissaoBeneficiario[];
    expect(lista.map((x) => [x.id, x.eticket, x.assento, x.versao])).toEqual([
      [a?.id, '957-2100000001', '', 2],
      [b?.id, '957-2100000002', '14C', 2],
      // a passenger not sent is not written
      [c?.id, '', '', 1],
    ]);
    const registros = await t.db.select().from(logs).where(eq(logs.tipo, 'emissao_beneficiario'));
    const doLote = registros.filter((log) => (log.meta as { id?: number }).id === emissao.id);
    expect(doLote).toHaveLength(1);
    expect(doLote[0]).toMatchObject({
      dados: {
        antes: [
          { beneficiario: a?.id, eticket: '' },
          { beneficiario: b?.id, eticket: '', assento: '' },
        ],
        depois: [
          { beneficiario: a?.id, eticket: '957-2100000001' },
          { beneficiario: b?.id, eticket: '957-2100000002', assento: '14C' },
        ],
      },
      meta: { entidade: 'emissao', id: emissao.id, beneficiarios: [a?.id, b?.id], acao: 'alterado' },
    });
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, doLote[0]?.id ?? 0));
    expect(notificacao).toMatchObject({ context: 'emissao', venda: emissao.venda });
  });

  it('refuses the whole save (409) when one passenger changed since it was read, and writes nothing', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 2 });
    const [a, b] = await lerBeneficiarios(emissao.id);
    // another issuer saved the second passenger meanwhile
    const outro = await t.injectAs('admin', {
      method: 'PUT',
      url: url(emissao.id),
      payload: { id: b?.id, versao: b?.versao, eticket: 'DO-OUTRO' },
    });
    expect(outro.statusCode, outro.body).toBe(200);
    const antes = await contarTabelas(t.db);
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: lote(emissao.id),
      payload: {
        beneficiarios: [
          { id: a?.id, versao: a?.versao, eticket: '111' },
          { id: b?.id, versao: b?.versao, eticket: '222' },
        ],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(MENSAGEM_VERSAO);
    const linhas = await t.db
      .select()
      .from(emissoes_beneficiarios)
      .where(inArray(emissoes_beneficiarios.id, [a?.id ?? 0, b?.id ?? 0]))
      .orderBy(emissoes_beneficiarios.id);
    expect(linhas.map((l) => [l.eticket, l.versao])).toEqual([
      ['', 1],
      ['DO-OUTRO', 2],
    ]);
    expect(await contarTabelas(t.db)).toEqual(antes);
  });

  it('refuses a passenger of another issuance (404), a repeated one and an empty list (400)', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
    const outra = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
    const antes = await contarTabelas(t.db);
    const id = emissao.beneficiarios[0] ?? 0;
    const alheio = await t.injectAs('emissor', {
      method: 'PUT',
      url: lote(emissao.id),
      payload: {
        beneficiarios: [
          { id, eticket: '1' },
          { id: outra.beneficiarios[0], eticket: '2' },
        ],
      },
    });
    expect(alheio.statusCode).toBe(404);
    expect(expectDetail(alheio)).toBe(EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
    const repetido = await t.injectAs('emissor', {
      method: 'PUT',
      url: lote(emissao.id),
      payload: {
        beneficiarios: [
          { id, eticket: '1' },
          { id, eticket: '2' },
        ],
      },
    });
    expect(repetido.statusCode).toBe(400);
    expect(expectDetail(repetido)).toBe('Cada beneficiário só pode aparecer uma vez.');
    const vazio = await t.injectAs('emissor', {
      method: 'PUT',
      url: lote(emissao.id),
      payload: { beneficiarios: [] },
    });
    expect(vazio.statusCode).toBe(400);
    expect(expectDetail(vazio)).toBe('Nenhuma alteração para salvar.');
    expect((await linha(id))?.eticket).toBe('');
    expect(await contarTabelas(t.db)).toEqual(antes);
  });

  it('refuses an issuance out of the queue (409)', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 1, status: 'finalizada' });
    const response = await t.injectAs('emissor', {
      method: 'PUT',
      url: lote(emissao.id),
      payload: { beneficiarios: [{ id: emissao.beneficiarios[0], eticket: '1' }] },
    });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.naoEditavel);
  });

  it.each([...ROLES_NAO_EMISSORES, 'cliente'])('refuses %s (403) and changes nothing', async (username) => {
    const antes = await contarTabelas(t.db);
    const id = voo.beneficiarios[1] ?? 0;
    const response = await t.injectAs(username, {
      method: 'PUT',
      url: lote(voo.id),
      payload: { beneficiarios: [{ id, eticket: '999' }] },
    });
    expect(response.statusCode).toBe(403);
    expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
    expect((await linha(id))?.eticket).toBe('');
    expect(await contarTabelas(t.db)).toEqual(antes);
  });
});

describe('DELETE /api/emissoes/{id}/beneficiarios/{beneficiarioId}/', () => {
  it('removes a passenger from the issuance, audited, keeping the service beneficiary', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 2 });
    const [fica, sai] = emissao.beneficiarios;
    const response = await t.injectAs('emissor', {
      method: 'DELETE',
      url: `${url(emissao.id)}${sai}/`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: EMISSAO_REMOCAO_MESSAGES.beneficiarioRemovido });
    expect((await lerBeneficiarios(emissao.id)).map((b) => b.id)).toEqual([fica]);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissao_beneficiario'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log).toMatchObject({
      dados: { antes: { id: sai, contato: emissao.contatos[1] }, depois: null },
      meta: { entidade: 'emissao', id: emissao.id, beneficiario: sai, acao: 'removido' },
    });
    const novamente = await t.injectAs('emissor', { method: 'DELETE', url: `${url(emissao.id)}${sai}/` });
    expect(novamente.statusCode).toBe(404);
    expect(expectDetail(novamente)).toBe(EMISSAO_MESSAGES.beneficiarioNaoEncontrado);
  });

  it('refuses a passenger of another issuance (404)', async () => {
    const outra = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
    const antes = await contarTabelas(t.db);
    const response = await t.injectAs('admin', {
      method: 'DELETE',
      url: `${url(voo.id)}${outra.beneficiarios[0]}/`,
    });
    expect(response.statusCode).toBe(404);
    expect(await contarTabelas(t.db)).toEqual(antes);
  });
});
