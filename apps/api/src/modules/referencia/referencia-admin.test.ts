import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logTipoLabel } from '@skyler/domain/logs';
import {
  AGENCIA_MESSAGES as AGENCIA,
  AGENCIA_LOGO_MAX_BYTES,
  CIA_AEREA_MESSAGES as CIA,
  CONTA_PROPRIA_MESSAGES as CONTA,
  PARAMETRO_MESSAGES as PARAM,
  PARAMETROS,
  PROGRAMA_MESSAGES as PROG,
} from '@skyler/domain/referencia';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { and, eq, isNotNull } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { agencia, cias_aereas, fidelidades, logs, programas } from '../../db/schema/index.ts';
import { AGENCIA_DEMO, LOGO_AGENCIA_DEMO } from '../../db/seed/agencia-demo.ts';
import { CIAS_COM_LOGO, seedLogosCias } from '../../db/seed/logos-cias.ts';
import { reencodarImagem } from '../../platform/file-content.ts';
import { SVG_INSEGURO } from '../../platform/files.ts';
import { carregarIds, corpoVoo, criarOrcamento, criarVenda } from '../../test/fixtures.ts';
import { multipart } from '../../test/fornecedores-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

usarApp({ referencia: true });

const NAO_ADMIN = ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas', 'cliente'];

async function ultimoLog(tipo: string) {
  const rows = await t.db.select().from(logs).where(eq(logs.tipo, tipo)).orderBy(logs.id);
  return rows.at(-1);
}

async function ciaPorIata(iata: string) {
  const [cia] = await t.db.select().from(cias_aereas).where(eq(cias_aereas.iata, iata));
  if (!cia) throw new Error(`airline ${iata} missing`);
  return cia;
}

function png(): Buffer {
  const imagem = new PNG({ width: 4, height: 4 });
  imagem.data.fill(200);
  return PNG.sync.write(imagem);
}

const SVG_LATAM = readFileSync(fileURLToPath(new URL('../../db/seed/logos-cias/LA.svg', import.meta.url)));

describe('who may change reference data', () => {
  const escritas = async () => {
    const cia = await ciaPorIata('G3');
    const [programa] = await t.db.select().from(programas).limit(1);
    return [
      { method: 'POST', url: '/api/programas/', payload: { nome: 'X', tipo: 'banco' } },
      { method: 'PUT', url: `/api/programas/${programa?.id}/`, payload: { nome: 'X', tipo: 'banco' } },
      { method: 'DELETE', url: `/api/programas/${programa?.id}/` },
      { method: 'GET', url: '/api/contas-proprias/' },
      { method: 'POST', url: '/api/contas-proprias/', payload: {} },
      { method: 'PUT', url: '/api/contas-proprias/1/', payload: {} },
      { method: 'POST', url: '/api/ciaaereas/', payload: { nome: 'X', nome_resumido: 'X' } },
      { method: 'PUT', url: `/api/ciaaereas/${cia.id}/`, payload: { nome: 'X', nome_resumido: 'X' } },
      {
        method: 'POST',
        url: `/api/ciaaereas/${cia.id}/logo/`,
        ...(await multipart({}, { data: png(), nome: 'a.png', campo: 'logo' })),
      },
      { method: 'GET', url: '/api/parametros/' },
      { method: 'PUT', url: '/api/parametros/desagio_proprio/', payload: { valor: '1' } },
      { method: 'GET', url: '/api/parametros/agencia/' },
      { method: 'PUT', url: '/api/parametros/agencia/', payload: { nome: 'X', cnpj: AGENCIA_DEMO.cnpj } },
      {
        method: 'POST',
        url: '/api/parametros/agencia/logo/',
        ...(await multipart({}, { data: png(), nome: 'a.png', campo: 'logo' })),
      },
      { method: 'GET', url: '/api/parametros/agencia/logo/' },
    ] as const;
  };

  it.each(NAO_ADMIN)(
    '%s gets 403 on every write and on the settings, and nothing changes',
    async (username) => {
      const antes = await t.db.select().from(logs);
      for (const request of await escritas()) {
        const response = await t.injectAs(username, request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      }
      expect(await t.db.select().from(logs)).toHaveLength(antes.length);
    },
  );

  it('without a session every one is 401', async () => {
    for (const request of await escritas()) {
      expect((await t.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
    }
  });
});

describe('loyalty programmes', () => {
  it('an administrator creates, edits and deactivates a programme, each change audited with before and after', async () => {
    const cia = await ciaPorIata('AD');
    const criado = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/programas/',
      payload: { nome: '  Azul Fidelidade Plus ', tipo: 'cia_aerea', cia_aerea: cia.id },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const programa = criado.json();
    expect(programa).toMatchObject({
      nome: 'Azul Fidelidade Plus',
      tipo: 'cia_aerea',
      ativo: true,
      cia_aerea: { id: cia.id },
    });
    expect((await ultimoLog('programa_criado'))?.dados).toMatchObject({
      antes: null,
      depois: { nome: 'Azul Fidelidade Plus' },
    });

    const alterado = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/programas/${programa.id}/`,
      payload: { nome: 'Azul Fidelidade Plus', tipo: 'cia_aerea', cia_aerea: cia.id, ativo: false },
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json()).toMatchObject({ ativo: false });
    const log = await ultimoLog('programa_alterado');
    expect(log?.dados).toMatchObject({ antes: { ativo: true }, depois: { ativo: false } });
    expect(log?.meta).toMatchObject({ entidade: 'programa', id: programa.id });
    // the Logs screen names the change in Portuguese and reads its before and after
    const lidos = await t.injectAs('admin', { method: 'GET', url: '/api/logs/?tipo=programa_alterado' });
    expect(lidos.statusCode, lidos.body).toBe(200);
    const lido = (lidos.json().logs as { id: number; tipo: string; dados: unknown }[]).find(
      (l) => l.id === log?.id,
    );
    expect(logTipoLabel(lido?.tipo ?? '')).toBe('Programa de fidelidade alterado');
    expect(lido?.dados).toMatchObject({ antes: { ativo: true }, depois: { ativo: false } });

    // a deactivated programme leaves the list the screens offer
    const ativos = await t.injectAs('consultor', { method: 'GET', url: '/api/programas/?ativo=true' });
    expect(ativos.json().map((p: { id: number }) => p.id)).not.toContain(programa.id);
  });

  it('refuses bad input with Portuguese messages per field and changes nothing', async () => {
    const [existente] = await t.db.select().from(programas).limit(1);
    const antes = await t.db.select().from(programas);
    const casos = [
      [{ nome: ' ', tipo: 'banco' }, 'nome', PROG.nomeObrigatorio],
      [{ nome: 'Novo', tipo: 'outro' }, 'tipo', PROG.tipoInvalido],
      [{ nome: existente?.nome, tipo: 'banco' }, 'nome', PROG.nomeRepetido],
      [{ nome: 'Novo', tipo: 'banco', cia_aerea: 999_999 }, 'cia_aerea', PROG.ciaInexistente],
    ] as const;
    for (const [payload, campo, mensagem] of casos) {
      const response = await t.injectAs('admin', { method: 'POST', url: '/api/programas/', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[campo]).toContain(mensagem);
    }
    expect(await t.db.select().from(programas)).toHaveLength(antes.length);
  });

  it('deleting a programme in use answers 409 in Portuguese and keeps it; an unused one is deleted', async () => {
    const [usado] = await t.db
      .select({ id: programas.id })
      .from(programas)
      .innerJoin(fidelidades, eq(fidelidades.programa_id, programas.id))
      .limit(1);
    const recusa = await t.injectAs('admin', { method: 'DELETE', url: `/api/programas/${usado?.id}/` });
    expect(recusa.statusCode, recusa.body).toBe(409);
    expect(recusa.json().detail).toMatch(
      /^O programa não pode ser excluído: é usado por \d+ contas? de fidelidade/,
    );
    expect(recusa.json().detail).toContain('Desative-o');
    expect(
      await t.db
        .select()
        .from(programas)
        .where(eq(programas.id, usado?.id ?? 0)),
    ).toHaveLength(1);

    const novo = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/programas/',
      payload: { nome: 'Clube Varejo', tipo: 'varejo' },
    });
    const id = novo.json().id;
    const excluido = await t.injectAs('admin', { method: 'DELETE', url: `/api/programas/${id}/` });
    expect(excluido.statusCode, excluido.body).toBe(200);
    expect(excluido.json()).toEqual({ detail: PROG.excluido });
    expect(await t.db.select().from(programas).where(eq(programas.id, id))).toHaveLength(0);
    expect((await ultimoLog('programa_excluido'))?.dados).toMatchObject({
      antes: { nome: 'Clube Varejo' },
      depois: null,
    });
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/programas/${id}/` })).statusCode).toBe(
      404,
    );
  });
});

describe("the agency's own loyalty accounts", () => {
  it('lists only the own accounts, creates and deactivates one, audited', async () => {
    const lista = await t.injectAs('admin', { method: 'GET', url: '/api/contas-proprias/' });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().length).toBeGreaterThan(0);
    const [programa] = await t.db.select().from(programas).where(eq(programas.nome, 'Smiles'));
    const criada = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contas-proprias/',
      payload: { programa: programa?.id, numero_id_conta: '999 000 111', titular: 'Skyler Viagens' },
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const conta = criada.json();
    const [row] = await t.db.select().from(fidelidades).where(eq(fidelidades.id, conta.id));
    expect(row).toMatchObject({ conta_propria: true, contato_id: null, ativo: true });

    const repetida = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contas-proprias/',
      payload: { programa: programa?.id, numero_id_conta: '999 000 111', titular: 'Outra' },
    });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errors.numero_id_conta).toContain(CONTA.repetida);
    const semPrograma = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contas-proprias/',
      payload: { programa: null, numero_id_conta: '', titular: '' },
    });
    expect(semPrograma.json().errors).toMatchObject({
      programa: [CONTA.programaObrigatorio],
      numero_id_conta: [CONTA.numeroObrigatorio],
      titular: [CONTA.titularObrigatorio],
    });

    const desativada = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/contas-proprias/${conta.id}/`,
      payload: {
        programa: programa?.id,
        numero_id_conta: '999 000 111',
        titular: 'Skyler Viagens',
        ativo: false,
      },
    });
    expect(desativada.statusCode, desativada.body).toBe(200);
    expect((await ultimoLog('conta_propria_alterada'))?.dados).toMatchObject({
      antes: { ativo: true },
      depois: { ativo: false },
    });

    // a contact's account is not the agency's to edit here
    const [doContato] = await t.db
      .select()
      .from(fidelidades)
      .where(and(eq(fidelidades.conta_propria, false)));
    if (doContato) {
      const outra = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/contas-proprias/${doContato.id}/`,
        payload: { programa: doContato.programa_id, numero_id_conta: 'x', titular: 'x' },
      });
      expect(outra.statusCode).toBe(404);
    }
  });
});

describe('airlines and their logos', () => {
  it('an administrator edits an airline; codes are checked and kept in capitals; audited', async () => {
    const cia = await ciaPorIata('G3');
    const response = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/ciaaereas/${cia.id}/`,
      payload: {
        nome: 'GOL Linhas Aéreas',
        nome_resumido: 'GOL',
        iata: 'g3',
        icao: 'glo',
        pais: 'Brasil',
        ativo: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nome: 'GOL Linhas Aéreas', iata: 'G3', icao: 'GLO', logo: null });
    expect((await ultimoLog('cia_aerea_alterada'))?.dados).toMatchObject({
      antes: { nome: cia.nome },
      depois: { nome: 'GOL Linhas Aéreas' },
    });

    const casos = [
      [{ nome: '', nome_resumido: 'X' }, 'nome', CIA.nomeObrigatorio],
      [{ nome: 'X', nome_resumido: '' }, 'nome_resumido', CIA.nomeResumidoObrigatorio],
      [{ nome: 'X', nome_resumido: 'X', iata: 'GOL' }, 'iata', CIA.iataInvalido],
      [{ nome: 'X', nome_resumido: 'X', icao: 'G1' }, 'icao', CIA.icaoInvalido],
      [{ nome: 'X', nome_resumido: 'X', iata: 'LA' }, 'iata', CIA.iataRepetido],
    ] as const;
    for (const [payload, campo, mensagem] of casos) {
      const recusa = await t.injectAs('admin', { method: 'PUT', url: `/api/ciaaereas/${cia.id}/`, payload });
      expect(recusa.statusCode, recusa.body).toBe(400);
      expect(recusa.json().errors[campo]).toContain(mensagem);
    }
    expect((await ciaPorIata('G3')).nome).toBe('GOL Linhas Aéreas');
  });

  it('uploads and replaces a logo (PNG, then SVG), serves it with caching headers, and audits it', async () => {
    const cia = await ciaPorIata('LA');
    const enviar = async (data: Buffer, nome: string, tipo: string) =>
      t.injectAs('admin', {
        method: 'POST',
        url: `/api/ciaaereas/${cia.id}/logo/`,
        ...(await multipart({}, { data, nome, tipo, campo: 'logo' })),
      });
    const primeiro = await enviar(png(), 'latam.png', 'image/png');
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    const url = primeiro.json().logo as string;
    expect(url).toMatch(new RegExp(`^/api/ciaaereas/${cia.id}/logo/\\?v=`));

    const servido = await t.injectAs('consultor', { method: 'GET', url });
    expect(servido.statusCode).toBe(200);
    expect(servido.headers['content-type']).toBe('image/png');
    expect(servido.headers['cache-control']).toBe('private, max-age=86400');
    // the store keeps the image encoded again (platform/file-content.ts)
    expect(servido.rawPayload.equals(await reencodarImagem(png(), 'image/png'))).toBe(true);
    const etag = servido.headers.etag as string;
    const revalidado = await t.injectAs('consultor', {
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(revalidado.statusCode).toBe(304);
    // said again, or the browser would take the API's no-store for the copy it keeps
    expect(revalidado.headers['cache-control']).toBe('private, max-age=86400');

    const segundo = await enviar(SVG_LATAM, 'latam.svg', 'image/svg+xml');
    expect(segundo.statusCode, segundo.body).toBe(200);
    expect(segundo.json().logo).not.toBe(url);
    const svg = await t.injectAs('consultor', { method: 'GET', url: segundo.json().logo });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    // the replaced file is gone from the store
    const [row] = await t.db.select().from(cias_aereas).where(eq(cias_aereas.id, cia.id));
    expect(row?.logo_mime).toBe('image/svg+xml');
    expect((await ultimoLog('cia_aerea_logo'))?.dados).toMatchObject({
      antes: { logo_mime: 'image/png' },
      depois: { logo_mime: 'image/svg+xml', nome_arquivo: 'latam.svg' },
    });
    const lista = await t.injectAs('cotador', { method: 'GET', url: '/api/ciaaereas/?q=LA' });
    expect(lista.json().find((c: { id: number }) => c.id === cia.id)?.logo).toBe(segundo.json().logo);
  });

  it('refuses a logo of another type, an SVG with a script, and a missing file, keeping the old logo', async () => {
    const cia = await ciaPorIata('TP');
    const enviar = async (arquivo?: { data: Buffer; nome: string; tipo: string }) =>
      t.injectAs('admin', {
        method: 'POST',
        url: `/api/ciaaereas/${cia.id}/logo/`,
        ...(await multipart({}, arquivo ? { ...arquivo, campo: 'logo' } : undefined)),
      });
    const pdf = await enviar({ data: Buffer.from('%PDF-1.4\n%%EOF\n'), nome: 'logo.png', tipo: 'image/png' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().detail).toBe('Tipo de arquivo não permitido. Envie imagem PNG, WEBP ou SVG.');
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
    );
    const comScript = await enviar({ data: script, nome: 'logo.svg', tipo: 'image/svg+xml' });
    expect(comScript.statusCode).toBe(415);
    expect(comScript.json().detail).toBe(SVG_INSEGURO);
    const evento = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><rect/></svg>');
    expect((await enviar({ data: evento, nome: 'logo.svg', tipo: 'image/svg+xml' })).statusCode).toBe(415);
    const vazio = await enviar();
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors.logo).toContain(CIA.logoObrigatorio);
    const [row] = await t.db.select().from(cias_aereas).where(eq(cias_aereas.id, cia.id));
    expect(row?.logo).toBeNull();
    const semLogo = await t.injectAs('consultor', { method: 'GET', url: `/api/ciaaereas/${cia.id}/logo/` });
    expect(semLogo.statusCode).toBe(404);
    expect(semLogo.json().detail).toBe(CIA.semLogo);
  });
});

describe("the agency's settings", () => {
  it('lists each setting with its label and unit', async () => {
    const response = await t.injectAs('admin', { method: 'GET', url: '/api/parametros/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        chave: 'desagio_proprio',
        label: PARAMETROS.desagio_proprio.label,
        unidade: '%',
        valor: '12.50',
      }),
      // the boleto's fine and interest: not set until finance sets them (the charge uses 2 % and 1 %)
      expect.objectContaining({ chave: 'boleto_multa', label: 'Multa do boleto', unidade: '%', valor: null }),
      expect.objectContaining({
        chave: 'boleto_juros',
        label: 'Juros do boleto',
        unidade: '% ao mês',
        valor: null,
      }),
    ]);
  });

  it('refuses a value outside 0–100 or with more than 2 decimals, in Portuguese, changing nothing', async () => {
    const mensagem = PARAM.valorInvalido(PARAMETROS.desagio_proprio);
    expect(mensagem).toBe('Informe um número entre 0 e 100, com até 2 casas decimais.');
    for (const valor of ['100.01', '-1', '12.345', 'abc', '1e2']) {
      const response = await t.injectAs('admin', {
        method: 'PUT',
        url: '/api/parametros/desagio_proprio/',
        payload: { valor },
      });
      expect(response.statusCode, valor).toBe(400);
      expect(response.json().errors.valor).toEqual([mensagem]);
    }
    const desconhecido = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/parametros/outro/',
      payload: { valor: '1' },
    });
    expect(desconhecido.statusCode).toBe(400);
    const lista = await t.injectAs('admin', { method: 'GET', url: '/api/parametros/' });
    expect(lista.json()[0].valor).toBe('12.50');
  });

  it('the next quote is priced with the new own discount; the change is audited with before and after', async () => {
    const ids = await carregarIds(t.db);
    const venda = await criarVenda(t.db);
    const orcamento = await criarOrcamento(t.db, { venda, tipo: 'orcamento_voo' });
    const cotar = async () => {
      const response = await t.injectAs('cotador', {
        method: 'POST',
        url: `/api/orcamentos/${orcamento}/cotacoes/`,
        payload: corpoVoo(ids),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().cotacao_voo.subcotacoes[2];
    };
    // the fixture's wallet ticket: R$ 2.000,00 less 12.5 %, plus R$ 45,00 of boarding fee
    const antes = await cotar();
    expect(antes.custo_agencia).toBe('1795.00');
    const alterado = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/parametros/desagio_proprio/',
      payload: { valor: '20,5' },
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json()).toMatchObject({ chave: 'desagio_proprio', valor: '20.50' });
    const log = await ultimoLog('parametro_alterado');
    expect(log?.dados).toMatchObject({ antes: { valor: '12.5000' }, depois: { valor: '20.5000' } });
    const depois = await cotar();
    // the same ticket priced at once with 20.5 % off: 2,000 × 0.795 + 45
    expect(depois.custo_agencia).toBe('1635.00');
  });
});

describe("the agency's identity", () => {
  const corpo = {
    nome: '  Skyler Viagens e Turismo Ltda. ',
    cnpj: '45.723.174/0001-10',
    telefone: { pais: 'BR', codigo: '55', numero: '(11) 3045-6789' },
    email: 'propostas@skylerviagens.com.br',
    site: 'https://www.skylerviagens.com.br',
    endereco: 'Av. Paulista, 1578, conj. 1203, São Paulo - SP',
  };
  const salvar = (payload: object) =>
    t.injectAs('admin', { method: 'PUT', url: '/api/parametros/agencia/', payload });

  it('an administrator reads the demo identity and changes it, audited with before and after', async () => {
    const lida = await t.injectAs('admin', { method: 'GET', url: '/api/parametros/agencia/' });
    expect(lida.statusCode).toBe(200);
    expect(lida.json()).toMatchObject({ nome: AGENCIA_DEMO.nome, cnpj: AGENCIA_DEMO.cnpj, logo: null });
    const salva = await salvar(corpo);
    expect(salva.statusCode, salva.body).toBe(200);
    expect(salva.json()).toMatchObject({
      nome: 'Skyler Viagens e Turismo Ltda.',
      cnpj: '45723174000110',
      telefone: { pais: 'BR', codigo: '55', numero: '1130456789' },
      email: 'propostas@skylerviagens.com.br',
      site: 'https://www.skylerviagens.com.br',
    });
    expect((await ultimoLog('agencia_alterada'))?.dados).toMatchObject({
      antes: { nome: AGENCIA_DEMO.nome, email: AGENCIA_DEMO.email },
      depois: { nome: 'Skyler Viagens e Turismo Ltda.', email: 'propostas@skylerviagens.com.br' },
    });
    expect(logTipoLabel('agencia_alterada')).toBe('Dados da agência alterados');
  });

  it('refuses a bad CNPJ, a missing name or CNPJ, a bad e-mail, phone or site, in Portuguese, changing nothing', async () => {
    const [antes] = await t.db.select().from(agencia);
    const casos: [object, string, string][] = [
      [{ ...corpo, cnpj: '45.723.174/0001-11' }, 'cnpj', VALIDACAO_MESSAGES.cnpjInvalido],
      [{ ...corpo, cnpj: '' }, 'cnpj', AGENCIA.cnpjObrigatorio],
      [{ ...corpo, nome: '   ' }, 'nome', AGENCIA.nomeObrigatorio],
      [{ ...corpo, email: 'propostas@' }, 'email', VALIDACAO_MESSAGES.emailInvalido('propostas@')],
      [
        { ...corpo, telefone: { pais: 'BR', numero: '123' } },
        'telefone.numero',
        VALIDACAO_MESSAGES.telefoneInvalido,
      ],
      [{ ...corpo, site: 'skyler viagens' }, 'site', AGENCIA.siteInvalido],
    ];
    for (const [payload, campo, mensagem] of casos) {
      const response = await salvar(payload);
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errors[campo], campo).toEqual([mensagem]);
    }
    expect(await t.db.select().from(agencia)).toEqual([antes]);
  });

  it('takes a PNG, JPEG or simple SVG logo up to its size, refusing an oversize or unsafe one, audited', async () => {
    const enviar = async (data: Buffer, nome: string) =>
      t.injectAs('admin', {
        method: 'POST',
        url: '/api/parametros/agencia/logo/',
        ...(await multipart({}, { data, nome, campo: 'logo' })),
      });
    const grande = Buffer.concat([png(), Buffer.alloc(AGENCIA_LOGO_MAX_BYTES)]);
    const excede = await enviar(grande, 'logo.png');
    expect(excede.statusCode).toBe(413);
    expect(excede.json().detail).toBe('O arquivo excede o tamanho máximo de 0,5 MB.');
    const webp = await enviar(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '), 'logo.webp');
    expect(webp.statusCode).toBe(415);
    const inseguro = await enviar(Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.svg');
    expect(inseguro.statusCode).toBe(415);
    expect((await t.db.select().from(agencia))[0]?.logo).toBeNull();

    const salvo = await enviar(Buffer.from(LOGO_AGENCIA_DEMO), 'marca.svg');
    expect(salvo.statusCode, salvo.body).toBe(200);
    const logo: string = salvo.json().logo;
    expect(logo).toMatch(/^\/api\/parametros\/agencia\/logo\/\?v=/);
    expect((await ultimoLog('agencia_logo'))?.dados).toMatchObject({
      antes: { logo: null },
      depois: { logo_mime: 'image/svg+xml', nome_arquivo: 'marca.svg' },
    });
    const aberto = await t.injectAs('admin', { method: 'GET', url: logo });
    expect(aberto.statusCode).toBe(200);
    expect(aberto.headers['content-type']).toBe('image/svg+xml');
    expect(aberto.body).toBe(LOGO_AGENCIA_DEMO);
    // a replaced logo gets a new address and the old file goes
    const [{ logo: chaveAntiga } = { logo: null }] = await t.db.select().from(agencia);
    const trocado = await enviar(png(), 'marca.png');
    expect(trocado.statusCode).toBe(200);
    expect(trocado.json().logo).not.toBe(logo);
    expect(await t.app.files.exists(chaveAntiga ?? '')).toBe(false);
    const semLogo = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/parametros/agencia/',
      payload: corpo,
    });
    expect(semLogo.json().logo).toBe(trocado.json().logo);
  });
});

describe('the starting logos', () => {
  it('gives each listed airline its drawn logo once, and leaves logos alone afterwards', async () => {
    await t.db.update(cias_aereas).set({ logo: null, logo_mime: null });
    await seedLogosCias(t.db, t.app.files);
    const comLogo = await t.db.select().from(cias_aereas).where(isNotNull(cias_aereas.logo));
    expect(comLogo).toHaveLength(CIAS_COM_LOGO.length);
    expect(new Set(comLogo.map((c) => c.logo_mime))).toEqual(new Set(['image/svg+xml']));
    const codigos = comLogo.map((c) => c.iata).sort();
    // AZU and CMP are ICAO codes: Azul (AD) and Copa (CM)
    expect(codigos).toEqual(expect.arrayContaining(['AD', 'CM', 'LA', 'G3', 'TP']));
    const copa = comLogo.find((c) => c.iata === 'CM');
    const servido = await t.injectAs('emissor', { method: 'GET', url: `/api/ciaaereas/${copa?.id}/logo/` });
    expect(servido.statusCode).toBe(200);
    expect(servido.body).toContain('>CM</text>');

    await seedLogosCias(t.db, t.app.files);
    const depois = await t.db.select().from(cias_aereas).where(isNotNull(cias_aereas.logo));
    expect(depois.map((c) => c.logo).sort()).toEqual(comLogo.map((c) => c.logo).sort());
  });
});
