import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { type Contato, CONTATO_MESSAGES as M } from '@skyler/domain/contatos';
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscas,
  contatos,
  documentos_contato,
  fidelidades,
  logs,
  notificacoes,
  pagamentos,
  programas,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { carregarIds } from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { conciliacao, vendaCompleta } from '../conciliacao/test-fixtures.ts';

let contato: number;
let venda: number;
let arquivo: string;
const imagem = PNG.sync.write(new PNG({ width: 4, height: 4 }));

const PESSOAIS = {
  nome: 'Lívia',
  sobrenome: 'Privacidade',
  cpf: '52998224725',
  email: 'livia.privacidade@example.com',
  telefone: { pais: 'BR', codigo: '55', numero: '11987654321' },
  data_nascimento: '1990-04-12',
  endereco: {
    cep: '01310100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: 'ap 12',
    pais: 'Brasil',
  },
  observacoes: 'Prefere corredor.',
};

usarApp({ referencia: true });

beforeAll(async () => {
  const [row] = await t.db
    .insert(contatos)
    .values({ ...PESSOAIS, nome_busca: 'livia privacidade' } as typeof contatos.$inferInsert)
    .returning();
  contato = row?.id ?? 0;
  // a passport with its scan, a credit search, a loyalty account
  const salvo = await t.app.files.save({ data: imagem, nome: 'passaporte.png', kinds: ['imagem'] });
  arquivo = salvo.key;
  await t.db.insert(documentos_contato).values({
    contato_id: contato,
    tipo: 'passaporte',
    numero: 'FX123456',
    pais: 'Brasil',
    arquivo: salvo.key,
    mime: salvo.mime,
    tamanho: salvo.size,
    nome_arquivo: salvo.nome,
  });
  await t.db.insert(buscas).values({
    contato,
    dados: {
      resposta: { nome: 'LIVIA PRIVACIDADE', cpf: PESSOAIS.cpf },
      data_busca: { general_flag: 'green' },
    },
  } as typeof buscas.$inferInsert);
  const [programa] = await t.db.select({ id: programas.id }).from(programas).limit(1);
  await t.db.insert(fidelidades).values({
    programa_id: programa?.id ?? 0,
    titular: 'Lívia Privacidade',
    numero_id_conta: 'SM-998877',
    contato_id: contato,
  });
  // a sale taken the whole money path, the contact its client and passenger
  ({ venda } = await vendaCompleta(t, await carregarIds(t.db), contato));
  await t.db
    .update(vendas)
    .set({ cliente: contato, meio_contato_tipo: 'whatsapp', meio_contato_valor: '+55 11 98765-4321' })
    .where(eq(vendas.id, venda));
  await t.db
    .insert(notificacoes)
    .values({ title: `Venda ${venda} criada`, context: 'venda', venda, cliente: contato });
}, 120_000);

const exportar = (username: string, id = contato) =>
  t.injectAs(username, { method: 'GET', url: `/api/contatos/${id}/dados-pessoais/` });
const anonimizar = (username: string, confirmacao: string, id = contato) =>
  t.injectAs(username, { method: 'POST', url: `/api/contatos/${id}/anonimizar/`, payload: { confirmacao } });

async function ultimoLog(tipo: string) {
  const [row] = await t.db
    .select()
    .from(logs)
    .where(and(eq(logs.tipo, tipo)))
    .orderBy(desc(logs.id))
    .limit(1);
  return row;
}

describe('who may export and anonymise', () => {
  it.each(['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas', 'cliente'])(
    '%s is refused both with 403, and nothing changes',
    async (username) => {
      const baixar = await exportar(username);
      expect(baixar.statusCode).toBe(403);
      expect(expectDetail(baixar)).toBe(AUTH_MESSAGES.forbidden);
      const apagar = await anonimizar(username, 'Lívia Privacidade');
      expect(apagar.statusCode).toBe(403);
      const [row] = await t.db.select().from(contatos).where(eq(contatos.id, contato));
      expect(row?.cpf).toBe(PESSOAIS.cpf);
    },
  );

  it('a visitor gets 401, an unknown contact 404', async () => {
    expect(
      (await t.inject({ method: 'GET', url: `/api/contatos/${contato}/dados-pessoais/` })).statusCode,
    ).toBe(401);
    const desconhecido = await exportar('admin', 999_999);
    expect(desconhecido.statusCode).toBe(404);
    expect(expectDetail(desconhecido)).toBe(M.naoEncontrado);
    expect((await anonimizar('admin', 'x', 999_999)).statusCode).toBe(404);
  });
});

describe('GET /api/contatos/{id}/dados-pessoais/', () => {
  it('answers a ZIP of everything held about the contact, with the passport scan, and audits it', async () => {
    const response = await exportar('admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dados-pessoais-contato-${String(contato).padStart(4, '0')}.zip"`,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const ler = (nome: string) =>
      JSON.parse(strFromU8(zip[nome] ?? new Uint8Array())) as Record<string, unknown>;
    const nomes = Object.keys(zip);
    expect(nomes.filter((nome) => !nome.startsWith('documentos/')).sort()).toEqual([
      'LEIA-ME.txt',
      'buscas.json',
      'contas-fidelidade.json',
      'contato.json',
      'documentos.json',
      'endereco.json',
      'notificacoes.json',
      'vendas.json',
    ]);
    expect(nomes.filter((nome) => nome.startsWith('documentos/'))).toEqual([
      expect.stringMatching(/^documentos\/\d+-passaporte\.png$/),
    ]);
    expect(ler('contato.json')).toMatchObject({ id: contato, cpf: PESSOAIS.cpf, email: PESSOAIS.email });
    expect(ler('endereco.json')).toEqual(PESSOAIS.endereco);
    expect(ler('documentos.json')).toEqual([
      expect.objectContaining({ tipo: 'passaporte', numero: 'FX123456' }),
    ]);
    const scan = Object.entries(zip).find(([nome]) => nome.startsWith('documentos/'))?.[1];
    // the scan as stored (images are re-encoded on upload)
    const { stream } = await t.app.files.open(arquivo);
    const guardado = Buffer.concat(await stream.toArray());
    expect(Buffer.from(scan ?? []).equals(guardado)).toBe(true);
    expect(ler('buscas.json')).toEqual([expect.objectContaining({ contato })]);
    expect(ler('contas-fidelidade.json')).toMatchObject({ contas: [{ numero_id_conta: 'SM-998877' }] });
    const vendasExportadas = ler('vendas.json') as {
      vendas: { id: number; papel: string }[];
      como_beneficiario: unknown[];
    };
    expect(vendasExportadas.vendas).toEqual([expect.objectContaining({ id: venda, papel: 'cliente' })]);
    expect(vendasExportadas.como_beneficiario).toEqual([expect.objectContaining({ venda })]);
    expect(ler('notificacoes.json')).toEqual([expect.objectContaining({ venda })]);

    const log = await ultimoLog('contato_dados_exportados');
    expect(log?.meta).toMatchObject({ entidade: 'contato', id: contato });
    // the audit row names what went out, never the data itself
    expect(JSON.stringify(log?.dados)).not.toContain(PESSOAIS.cpf);
  });
});

describe('POST /api/contatos/{id}/anonimizar/', () => {
  it('refuses a confirmation that is not the name and surname, and changes nothing', async () => {
    const logsAntes = await t.db.select({ id: logs.id }).from(logs);
    for (const confirmacao of ['Lívia', 'livia privacidade', 'Lívia Privacidade X', '']) {
      const response = await anonimizar('admin', confirmacao);
      expect(response.statusCode, confirmacao).toBe(400);
      expect(expectDetail(response)).toBe(M.confirmacaoNaoConfere);
    }
    const [row] = await t.db.select().from(contatos).where(eq(contatos.id, contato));
    expect(row).toMatchObject({ nome: 'Lívia', cpf: PESSOAIS.cpf, anonimizado_em: null });
    expect(
      await t.db.select().from(documentos_contato).where(eq(documentos_contato.contato_id, contato)),
    ).toHaveLength(1);
    expect(await t.app.files.exists(arquivo)).toBe(true);
    expect(await t.db.select({ id: logs.id }).from(logs)).toHaveLength(logsAntes.length);
  });

  it('erases the personal data, keeps the sale that still opens and reconciles, and audits what was cleared', async () => {
    const response = await anonimizar('admin', '  Lívia   Privacidade ');
    expect(response.statusCode, response.body).toBe(200);
    const depois = response.json() as Contato;
    expect(depois).toMatchObject({
      nome: 'Contato anonimizado',
      sobrenome: `#${String(contato).padStart(4, '0')}`,
      cpf: null,
      email: null,
      telefone: null,
      data_nascimento: null,
      data_busca: null,
      extras: { observacoes: null },
    });
    expect(depois.anonimizado_em).not.toBeNull();
    expect(depois.endereco.logradouro).toBe('');

    // documents with their files and the searches are gone; the loyalty account keeps no number
    expect(
      await t.db.select().from(documentos_contato).where(eq(documentos_contato.contato_id, contato)),
    ).toEqual([]);
    expect(await t.app.files.exists(arquivo)).toBe(false);
    expect(await t.db.select().from(buscas).where(eq(buscas.contato, contato))).toEqual([]);
    const [conta] = await t.db.select().from(fidelidades).where(eq(fidelidades.contato_id, contato));
    expect(conta).toMatchObject({
      numero_id_conta: '',
      ativo: false,
      titular: `${depois.nome} ${depois.sobrenome}`,
    });

    // the sale, its payments and its reconciliation are kept, pointing to the anonymised contact
    const [linha] = await t.db.select().from(vendas).where(eq(vendas.id, venda));
    expect(linha).toMatchObject({ cliente: contato, meio_contato_valor: null });
    const aberta = await t.injectAs('admin', { method: 'GET', url: `/api/vendas/${venda}/` });
    expect(aberta.statusCode, aberta.body).toBe(200);
    expect(JSON.stringify(aberta.json())).toContain('Contato anonimizado');
    const pagos = await t.db.select().from(pagamentos).where(eq(pagamentos.venda, venda));
    expect(pagos.length).toBeGreaterThan(0);
    expect((await conciliacao(t)).divergencias.filter((d) => d.venda === venda)).toEqual([]);

    const log = await ultimoLog('contato_anonimizado');
    expect(log?.meta).toMatchObject({ entidade: 'contato', id: contato });
    expect(log?.dados).toMatchObject({
      antes: null,
      depois: {
        campos_apagados: expect.arrayContaining([
          'nome',
          'sobrenome',
          'cpf',
          'email',
          'telefone',
          'endereco',
        ]),
        documentos_deletados: ['passaporte'],
        buscas_deletadas: 1,
        contas_fidelidade_apagadas: 1,
        vendas_sem_meio_de_contato: [venda],
      },
    });
    const texto = JSON.stringify(log);
    for (const valor of [PESSOAIS.cpf, PESSOAIS.email, 'Privacidade', 'Paulista', '1990-04-12']) {
      expect(texto).not.toContain(valor);
    }

    // the CPF is free again: a new contact may have it
    await t.db.insert(contatos).values({ nome: 'Outra', sobrenome: 'Pessoa', cpf: PESSOAIS.cpf });
  });

  it('answers 409 to a second anonymisation', async () => {
    const response = await anonimizar('admin', `Contato anonimizado #${String(contato).padStart(4, '0')}`);
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.jaAnonimizado);
  });

  it('closes the customer account of the contact: its sessions end and it no longer signs in', async () => {
    const [clienteUser] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'cliente'));
    const [proprio] = await t.db
      .select()
      .from(contatos)
      .where(eq(contatos.usuario_cliente, clienteUser?.id ?? 0));
    if (!clienteUser || !proprio) throw new Error('the demo customer account has no contact');
    const quem = async () =>
      (await t.injectAs('cliente', { method: 'GET', url: '/api/whoami/' })).json() as {
        authenticated: boolean;
      };
    expect((await quem()).authenticated).toBe(true);
    const response = await anonimizar('admin', `${proprio.nome} ${proprio.sobrenome}`, proprio.id);
    expect(response.statusCode, response.body).toBe(200);
    const [conta] = await t.db.select().from(usuarios).where(eq(usuarios.id, clienteUser.id));
    expect(conta).toMatchObject({ ativo: false, email: '', username: `anonimizado-${clienteUser.id}` });
    expect((await quem()).authenticated).toBe(false);
  });
});
