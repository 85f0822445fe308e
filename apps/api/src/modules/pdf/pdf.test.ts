import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { txidDoPagamento } from '@skyler/domain/pagamentos';
import { PROPOSTA_MESSAGES as M } from '@skyler/domain/proposta';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { and, desc, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cias_aereas,
  contatos,
  cotacoes,
  cotacoes_imagens,
  logs,
  orcamentos,
  pagamentos,
  preferencias_cliente,
  provedor_imagens,
  subcotacoes,
  usuarios,
  vendas,
  whatsapp_mensagens,
} from '../../db/schema/index.ts';
import { AGENCIA_DEMO, LOGO_AGENCIA_DEMO } from '../../db/seed/agencia-demo.ts';
import { desenharImagem } from '../../db/seed/imagens-demo.ts';
import { createMailer } from '../../platform/email.ts';
import { expectDetail } from '../../test/app.ts';
import { criarVendaPeloAdmin } from '../../test/fixtures.ts';
import { multipart, provedorBody } from '../../test/fornecedores-fixtures.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { brCodeEstatico } from '../pagamentos/pix.ts';
import { lerLinkDaProposta } from '../portal/portal-acesso.service.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';

let venda: number;
let orcamento: number;
let outroOrcamento: number;
let fechado: number;
let voo: number;
let hotel: number;
let arquivada: number;
let deOutro: number;
let noCarrinho: number;
let adminEmail: string;
let ciaId: number;
let zuleica: number;

const PERNA = {
  origem: 'GRU',
  destino: 'SSA',
  cia_aerea: 0,
  numero_do_voo: '3456',
  data_hora_partida: '2026-12-20T07:10',
  data_hora_chegada: '2026-12-20T09:35',
  economica: false,
  economica_premium: false,
  executiva: true,
  primeira_classe: false,
  adultos: 2,
  criancas: 0,
  bebes: 0,
  bagagem_10kg: 1,
  bagagem_23kg: 1,
  tipo_perna: null,
};

usarApp({ referencia: true });

beforeAll(async () => {
  const [cliente] = await t.db
    .insert(contatos)
    .values({ nome: 'Zuleica', sobrenome: 'Quintanilha', email: 'zuleica@example.com' })
    .returning();
  zuleica = cliente?.id ?? 0;
  const criada = await criarVendaPeloAdmin(t, cliente?.id);
  venda = criada.venda;
  adminEmail = criada.admin?.email ?? '';
  const novoOrcamento = async (tipo: 'orcamento_voo' | 'orcamento_hotel', status: 'aberto' | 'fechado') => {
    const [row] = await t.db
      .insert(orcamentos)
      .values({ venda, tipo_servico: tipo, status, descricao: 'Férias em Salvador', detalhes: {} })
      .returning();
    return row?.id ?? 0;
  };
  orcamento = await novoOrcamento('orcamento_voo', 'aberto');
  outroOrcamento = await novoOrcamento('orcamento_voo', 'aberto');
  fechado = await novoOrcamento('orcamento_voo', 'fechado');
  const [cia] = await t.db
    .insert(cias_aereas)
    .values({ nome: 'LATAM Airlines Brasil', nome_resumido: 'LATAM', iata: 'LA' })
    .returning();
  ciaId = cia?.id ?? 0;
  const provedor = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/provedores/',
    payload: provedorBody(),
  });
  const provedorId = (provedor.json() as { id: number }).id;
  const imagens: number[] = [];
  for (const semente of [1, 2]) {
    const salvo = await t.app.files.save({
      data: desenharImagem('praia', semente),
      nome: `praia-${semente}.png`,
      kinds: ['imagem'],
    });
    const [imagem] = await t.db
      .insert(provedor_imagens)
      .values({
        provedor_id: provedorId,
        titulo: `Praia ${semente}`,
        arquivo: salvo.key,
        mime: salvo.mime,
        tamanho: salvo.size,
        nome_arquivo: salvo.nome,
      })
      .returning();
    imagens.push(imagem?.id ?? 0);
  }
  const novaCotacao = async (
    values: Partial<typeof cotacoes.$inferInsert> & Pick<typeof cotacoes.$inferInsert, 'tipo_servico'>,
  ) => {
    const [row] = await t.db
      .insert(cotacoes)
      .values({
        orcamento,
        venda,
        descricao: 'Cotação',
        custo_total: '100.00',
        valor_final: '100.00',
        ...values,
      })
      .returning();
    return row?.id ?? 0;
  };
  voo = await novaCotacao({
    tipo_servico: 'orcamento_voo',
    descricao: 'LATAM GRU-SSA executiva',
    custo_total: '3456.78',
    valor_final: '3456.78',
  });
  const [bilhete] = await t.db
    .insert(subcotacoes)
    .values({
      cotacao: voo,
      ordem: 1,
      custo_bilhete: '3000.00',
      total: '3456.78',
      viagem: { trechos: [{ pernas: [{ ...PERNA, cia_aerea: cia?.id }] }] },
    })
    .returning();
  await t.db
    .insert(cotacoes_imagens)
    .values({ cotacao: voo, subcotacao: bilhete?.id ?? 0, imagem: imagens[0] ?? 0, ordem: 1 });
  hotel = await novaCotacao({
    tipo_servico: 'orcamento_hotel',
    descricao: 'Pousada Mar Azul',
    custo_total: '2890.00',
    valor_final: '2890.00',
    detalhes: {
      nome_hotel: 'Pousada Mar Azul',
      local_hotel: 'Praia do Forte, BA',
      diarias: 5,
      adultos: 2,
      cafe: true,
    },
  });
  await t.db
    .insert(cotacoes_imagens)
    .values({ cotacao: hotel, subcotacao: 0, imagem: imagens[1] ?? 0, ordem: 1 });
  arquivada = await novaCotacao({ tipo_servico: 'orcamento_voo', archived_at: new Date() });
  deOutro = await novaCotacao({ tipo_servico: 'orcamento_voo', orcamento: outroOrcamento });
  noCarrinho = await novaCotacao({
    tipo_servico: 'orcamento_hotel',
    descricao: 'Resort no carrinho',
    custo_total: '1234.56',
    valor_final: '1234.56',
    detalhes: { nome_hotel: 'Resort Costa do Sauípe', local_hotel: 'Mata de São João, BA', diarias: 7 },
    status: 'carrinho',
    carrinho_em: new Date(),
    orcamento: fechado,
  });
});

/** The request, then the outbox sent: `t.mailer.sent` holds what it e-mailed. */
async function exportar(payload: unknown, username = 'cotador') {
  const response = await t.injectAs(username, {
    method: 'POST',
    url: '/api/pdf/orcamento_pdf/',
    payload: payload as object,
  });
  await t.enviarEmails();
  return response;
}

describe('POST /api/pdf/orcamento_pdf/', () => {
  it('e-mails the proposal of the chosen quotes to the signed-in user, priced from what is stored', async () => {
    t.mailer.sent.length = 0;
    const response = await exportar({
      cotacoes: [voo, hotel],
      orcamento,
      user: 999,
      valor_total: '1.00',
      infoPagamento: { qualquer: 'coisa' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: M.enviada });
    expect(t.mailer.sent).toHaveLength(1);
    const [email] = t.mailer.sent;
    expect(email?.to).toBe('cotador@agencia-demo.com.br');
    expect(email?.subject).toBe(M.assunto(String(orcamento).padStart(4, '0')));
    const [anexo] = email?.attachments ?? [];
    expect(anexo?.contentType).toBe('application/pdf');
    expect(anexo?.filename).toBe(`proposta-orcamento-${String(orcamento).padStart(4, '0')}.pdf`);
    const pdf = anexo?.content ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = pdfPageTexts(pdf).join('\n');
    expect(texto).toContain('Zuleica Quintanilha');
    // the client-facing title, from the airports' cities, never the quick description
    expect(texto).not.toContain('LATAM GRU-SSA executiva');
    expect(texto).toContain('Voo São Paulo');
    expect(texto).toContain('Salvador, só ida');
    expect(texto).toContain('Hospedagem: Pousada Mar Azul (Praia do Forte, BA), 5 noites');
    expect(texto).toContain('São Paulo (GRU) - Salvador (SSA)');
    expect(texto).toContain('20/12/2026 07:10 a 20/12/2026 09:35');
    expect(texto).toContain('LATAM · voo 3456');
    expect(texto).toContain('Executiva · 1 bagagem de 10 kg e 1 bagagem de 23 kg');
    expect(texto).toContain('À vista no Pix: R$ 3.456,78');
    expect(texto).toContain('À vista no Pix: R$ 2.890,00');
    expect(texto).toContain('12x de R$ ');
    expect(texto).not.toContain('R$ 1,00');
    // the grand total and its condition; the agency's identity from its settings
    expect(texto).toContain('Total à vista no Pix');
    expect(texto).toContain('R$ 6.346,78');
    expect(texto).toContain('Entrada de R$ 2.115,59 no Pix e ');
    expect(texto).toContain(AGENCIA_DEMO.nome);
    expect(texto.match(/CNPJ 45\.723\.174\/0001-10/g)?.length).toBeGreaterThanOrEqual(2);
    expect(texto).toContain(AGENCIA_DEMO.email);
    expect(texto).toContain(M.condicoes);
    expect(texto).toContain('válida por 12 horas a partir da emissão em');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(2);

    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'proposta_pdf_enviada'), eq(logs.venda, venda)));
    expect(log?.meta).toMatchObject({ entidade: 'orcamento', id: orcamento });
    expect(log?.dados).toMatchObject({
      depois: {
        orcamento,
        cotacoes: [
          { id: voo, valor_final: '3456.78' },
          { id: hotel, valor_final: '2890.00' },
        ],
        destinatarios: ['cotador@agencia-demo.com.br'],
      },
    });
  });

  it('refuses, e-mailing nothing: no quote, quotes of another request, archived, closed or missing request', async () => {
    t.mailer.sent.length = 0;
    const casos: [unknown, number, string][] = [
      [{ cotacoes: [], orcamento }, 400, M.semCotacao],
      [{ orcamento }, 400, M.semCotacao],
      [{ cotacoes: [voo, deOutro], orcamento }, 400, M.cotacaoDeOutroOrcamento],
      [{ cotacoes: [voo, 999_999], orcamento }, 400, M.cotacaoDeOutroOrcamento],
      [{ cotacoes: [arquivada], orcamento }, 400, M.cotacaoArquivada],
      [{ cotacoes: [voo], orcamento: fechado }, 400, M.orcamentoFechado],
      [{ cotacoes: [voo], orcamento: 999_999 }, 404, M.orcamentoNaoEncontrado],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const response = await exportar(corpo);
      expect([response.statusCode, expectDetail(response)], JSON.stringify(corpo)).toEqual([
        status,
        mensagem,
      ]);
    }
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('is for staff: the customer account gets 403, without a session 401', async () => {
    const corpo = { cotacoes: [hotel], orcamento };
    for (const username of ['admin', 'consultor', 'sdr', 'emissor', 'financeiro', 'milhas']) {
      expect((await exportar(corpo, username)).statusCode, username).toBe(200);
    }
    t.mailer.sent.length = 0;
    expect((await exportar(corpo, 'cliente')).statusCode).toBe(403);
    const anonimo = await t.inject({ method: 'POST', url: '/api/pdf/orcamento_pdf/', payload: corpo });
    expect(anonimo.statusCode).toBe(401);
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe('POST /api/pdf/orcamento_pdf/: who receives the proposal', () => {
  const numero = () => String(orcamento).padStart(4, '0');

  it('sends to the client’s e-mail with a copy to the sale’s consultant, each with the PDF, audited', async () => {
    t.mailer.sent.length = 0;
    const response = await exportar(
      { cotacoes: [hotel], orcamento, destinatarios: ['zuleica@example.com'], copia_consultor: true },
      'consultor',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: M.enviadaPara(['zuleica@example.com', adminEmail]) });
    expect(t.mailer.sent.map((email) => email.to)).toEqual(['zuleica@example.com', adminEmail]);
    for (const email of t.mailer.sent) {
      expect(email.subject).toBe(M.assunto(numero()));
      const [anexo] = email.attachments ?? [];
      expect(anexo?.filename).toBe(`proposta-orcamento-${numero()}.pdf`);
      expect(pdfPageTexts(anexo?.content ?? Buffer.alloc(0)).join('\n')).toContain(
        'À vista no Pix: R$ 2.890,00',
      );
    }
    const registros = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'proposta_pdf_enviada'), eq(logs.venda, venda)))
      .orderBy(logs.id);
    expect(registros.at(-1)?.dados).toMatchObject({
      depois: { orcamento, destinatarios: ['zuleica@example.com', adminEmail], copia_consultor: true },
    });
  });

  it('sends to an edited e-mail only, without the copy, trimmed and each address once', async () => {
    t.mailer.sent.length = 0;
    const response = await exportar({
      cotacoes: [hotel],
      orcamento,
      destinatarios: [' financeiro.cliente@example.com ', 'FINANCEIRO.cliente@example.com'],
      copia_consultor: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(t.mailer.sent.map((email) => email.to)).toEqual(['financeiro.cliente@example.com']);
  });

  it('a copy of a sale without a consultant goes to whoever sends it', async () => {
    await t.db.update(vendas).set({ consultor: null }).where(eq(vendas.id, venda));
    try {
      t.mailer.sent.length = 0;
      const response = await exportar({
        cotacoes: [hotel],
        orcamento,
        destinatarios: ['zuleica@example.com'],
        copia_consultor: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(t.mailer.sent.map((email) => email.to)).toEqual([
        'zuleica@example.com',
        'cotador@agencia-demo.com.br',
      ]);
    } finally {
      const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
      await t.db.update(vendas).set({ consultor: admin?.id }).where(eq(vendas.id, venda));
    }
  });

  it('refuses bad recipients with a message in Portuguese, e-mailing nothing', async () => {
    t.mailer.sent.length = 0;
    const seis = Array.from({ length: 6 }, (_, i) => `cliente${i}@example.com`);
    const casos: [unknown, string][] = [
      [['nao-e-um-email'], VALIDACAO_MESSAGES.emailInvalido('nao-e-um-email')],
      [['zuleica@example.com', 'zuleica@'], VALIDACAO_MESSAGES.emailInvalido('zuleica@')],
      [['   '], M.emailObrigatorio],
      [[], M.semDestinatario],
      [seis, M.destinatariosDemais],
      ['zuleica@example.com', M.semDestinatario],
    ];
    for (const [destinatarios, mensagem] of casos) {
      const response = await exportar({ cotacoes: [hotel], orcamento, destinatarios, copia_consultor: true });
      expect([response.statusCode, expectDetail(response)], JSON.stringify(destinatarios)).toEqual([
        400,
        mensagem,
      ]);
    }
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('sends the proposal of the sale’s cart, refusing quotes outside it', async () => {
    t.mailer.sent.length = 0;
    const numeroVenda = String(venda).padStart(4, '0');
    const response = await exportar(
      { cotacoes: [noCarrinho], venda, destinatarios: ['zuleica@example.com'], copia_consultor: false },
      'consultor',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [email] = t.mailer.sent;
    expect(email?.to).toBe('zuleica@example.com');
    expect(email?.subject).toBe(M.assuntoCarrinho(numeroVenda));
    const [anexo] = email?.attachments ?? [];
    expect(anexo?.filename).toBe(`proposta-venda-${numeroVenda}.pdf`);
    const texto = pdfPageTexts(anexo?.content ?? Buffer.alloc(0)).join('\n');
    expect(texto).not.toContain('Resort no carrinho');
    expect(texto).toContain('Hospedagem: Resort Costa do Sauípe (Mata de São João, BA), 7 noites');
    expect(texto).toContain('À vista no Pix: R$ 1.234,56');
    expect(texto).toContain(`Venda ${numeroVenda}`);
    const doCarrinho = (
      await t.db
        .select()
        .from(logs)
        .where(and(eq(logs.tipo, 'proposta_pdf_enviada'), eq(logs.venda, venda)))
    ).filter((log) => (log.meta as { entidade?: string } | null)?.entidade === 'venda');
    expect(doCarrinho).toHaveLength(1);
    expect(doCarrinho[0]?.dados).toMatchObject({
      depois: { carrinho: true, cotacoes: [{ id: noCarrinho, valor_final: '1234.56' }] },
    });

    t.mailer.sent.length = 0;
    const destinatarios = ['zuleica@example.com'];
    const casos: [unknown, number, string][] = [
      [{ cotacoes: [hotel], venda, destinatarios }, 400, M.cotacaoForaDoCarrinho],
      [{ cotacoes: [noCarrinho, 999_999], venda, destinatarios }, 400, M.cotacaoForaDoCarrinho],
      [{ cotacoes: [noCarrinho], venda: 999_999, destinatarios }, 404, M.vendaNaoEncontrada],
      [{ cotacoes: [noCarrinho], venda, orcamento, destinatarios }, 400, M.origem],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const resposta = await exportar(corpo);
      expect([resposta.statusCode, expectDetail(resposta)], JSON.stringify(corpo)).toEqual([
        status,
        mensagem,
      ]);
    }
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses the customer account and the anonymous, with or without recipients', async () => {
    t.mailer.sent.length = 0;
    const corpo = {
      cotacoes: [noCarrinho],
      venda,
      destinatarios: ['zuleica@example.com'],
      copia_consultor: true,
    };
    expect((await exportar(corpo, 'cliente')).statusCode).toBe(403);
    const anonimo = await t.inject({ method: 'POST', url: '/api/pdf/orcamento_pdf/', payload: corpo });
    expect(anonimo.statusCode).toBe(401);
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe('POST /api/pdf/orcamento_pdf/: the e-mail the client receives', () => {
  it('greets the client, lists the options and the total, and is signed by the consultant with the agency, to each recipient', async () => {
    t.mailer.sent.length = 0;
    const destinatarios = ['zuleica@example.com', 'marido.da.zuleica@example.com', 'financeiro@example.com'];
    const response = await exportar(
      { cotacoes: [voo, hotel], orcamento, destinatarios, copia_consultor: true },
      'consultor',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: M.enviadaPara([...destinatarios, adminEmail]) });
    expect(t.mailer.sent.map((email) => email.to)).toEqual([...destinatarios, adminEmail]);
    const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
    for (const email of t.mailer.sent) {
      const texto = email.text ?? '';
      expect(texto.startsWith(`${M.saudacao('Zuleica')}\n\n${M.corpo(2)}`)).toBe(true);
      expect(texto).toContain(
        '- Hospedagem: Pousada Mar Azul (Praia do Forte, BA), 5 noites: R$ 2.890,00 à vista no Pix',
      );
      expect(texto).toContain('- Voo São Paulo → Salvador, só ida: R$ 3.456,78 à vista no Pix');
      expect(texto).not.toContain('LATAM GRU-SSA executiva');
      expect(texto).toContain('Total à vista no Pix: R$ 6.346,78');
      expect(texto).toContain(M.condicoes);
      // the signature: the sale's consultant, their e-mail and phone, then the agency
      expect(texto).toContain(
        [
          M.despedida,
          `${admin?.nome} ${admin?.sobrenome}`.trim(),
          `${adminEmail} · (11) 98123-0001`,
          AGENCIA_DEMO.nome,
          `CNPJ 45.723.174/0001-10 · (11) 3045-6789 · ${AGENCIA_DEMO.email} · ${AGENCIA_DEMO.site}`,
        ].join('\n'),
      );
      const [anexo] = email.attachments ?? [];
      const paginas = pdfPageTexts(anexo?.content ?? Buffer.alloc(0)).join('\n');
      expect(paginas).toContain('CNPJ 45.723.174/0001-10');
      // the footer names the consultant with their phone
      expect(paginas).toContain(`Consultor: ${admin?.nome} ${admin?.sobrenome} · (11) 98123-0001`);
    }
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'proposta_pdf_enviada'), eq(logs.venda, venda)))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log?.dados).toMatchObject({ depois: { destinatarios: [...destinatarios, adminEmail] } });
    // a consultant without a phone signs with the agency's
    await t.db.update(usuarios).set({ telefone: null }).where(eq(usuarios.username, 'admin'));
    try {
      t.mailer.sent.length = 0;
      const semTelefone = await exportar({
        cotacoes: [hotel],
        orcamento,
        destinatarios: ['zuleica@example.com'],
      });
      expect(semTelefone.statusCode, semTelefone.body).toBe(200);
      const [email] = t.mailer.sent;
      expect(email?.text).toContain(`${admin?.nome} ${admin?.sobrenome}\n${adminEmail} · (11) 3045-6789`);
      expect(pdfPageTexts(email?.attachments?.[0]?.content ?? Buffer.alloc(0)).join('\n')).toContain(
        `Consultor: ${admin?.nome} ${admin?.sobrenome} · (11) 3045-6789`,
      );
    } finally {
      await t.db
        .update(usuarios)
        .set({ telefone: admin?.telefone ?? null })
        .where(eq(usuarios.username, 'admin'));
    }
  });

  it("carries the sale's open Pix charge: its QR code and code in the PDF, the code and the QR image in the e-mail", async () => {
    const codigo = brCodeEstatico({
      chave: '45723174000110',
      nome: AGENCIA_DEMO.nome,
      cidade: 'São Paulo',
      valor: '1500.00',
      txid: txidDoPagamento(9_999),
    });
    const [pix] = await t.db
      .insert(pagamentos)
      .values({
        venda,
        valor: '1500.00',
        meio_pagamento: 'pix',
        data_vencimento: '2026-12-01',
        pix_txid: txidDoPagamento(9_999),
        pix_copia_e_cola: codigo,
        pix_origem: 'estatico',
      })
      .returning();
    if (!pix) throw new Error('payment not inserted');
    const semEspacos = (texto: string) => texto.replace(/\s/g, '');
    const enviar = async () => {
      t.mailer.sent.length = 0;
      const response = await exportar({
        cotacoes: [hotel],
        orcamento,
        destinatarios: ['zuleica@example.com'],
      });
      expect(response.statusCode, response.body).toBe(200);
      const [email] = t.mailer.sent;
      if (!email) throw new Error('nothing e-mailed');
      return email;
    };
    try {
      const email = await enviar();
      const numero = String(pix.id).padStart(4, '0');
      const [pdf, qr, ...outros] = email.attachments ?? [];
      expect(outros).toHaveLength(0);
      expect(qr?.filename).toBe(M.pixAnexo(numero));
      expect(qr?.contentType).toBe('image/png');
      expect(Buffer.from(qr?.content ?? Buffer.alloc(0)).subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(email.text).toContain(`${M.pixEmail(numero, 'R$ 1.500,00')}\n${codigo}`);
      const paginas = pdfPageTexts(pdf?.content ?? Buffer.alloc(0)).join('\n');
      expect(paginas).toContain(M.pixTitulo);
      expect(semEspacos(paginas)).toContain(semEspacos(codigo));

      // a gateway charge that has expired, or a concluded payment, is not offered to the client
      await t.db
        .update(pagamentos)
        .set({ pix_origem: 'gateway', pix_expira_em: new Date(Date.now() - 60_000) })
        .where(eq(pagamentos.id, pix.id));
      const expirado = await enviar();
      expect(expirado.attachments).toHaveLength(1);
      expect(expirado.text).not.toContain(codigo);
      expect(pdfPageTexts(expirado.attachments?.[0]?.content ?? Buffer.alloc(0)).join('\n')).not.toContain(
        M.pixTitulo,
      );
      await t.db
        .update(pagamentos)
        .set({ pix_origem: 'estatico', pix_expira_em: null, status: 'concluido' })
        .where(eq(pagamentos.id, pix.id));
      expect((await enviar()).attachments).toHaveLength(1);
    } finally {
      await t.db.delete(pagamentos).where(eq(pagamentos.id, pix.id));
    }
  });

  it('draws the agency’s logo and the airlines’ logos (an SVG drawn as a picture)', async () => {
    const desenhos = async () => {
      t.mailer.sent.length = 0;
      const response = await exportar({ cotacoes: [voo], orcamento });
      expect(response.statusCode, response.body).toBe(200);
      const pdf = t.mailer.sent[0]?.attachments?.[0]?.content ?? Buffer.alloc(0);
      return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    };
    const antes = await desenhos();
    const logo = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/parametros/agencia/logo/',
      ...(await multipart({}, { data: Buffer.from(LOGO_AGENCIA_DEMO), nome: 'logo.svg', campo: 'logo' })),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const comLogoDaAgencia = await desenhos();
    expect(comLogoDaAgencia).toBeGreaterThan(antes);
    const salvo = await t.app.files.save({
      data: desenharImagem('cidade', 3),
      nome: 'latam.png',
      kinds: ['logo'],
    });
    await t.db
      .update(cias_aereas)
      .set({ logo: salvo.key, logo_mime: salvo.mime })
      .where(eq(cias_aereas.id, ciaId));
    expect(await desenhos()).toBeGreaterThan(comLogoDaAgencia);
  });
});

describe('the proposal e-mail without SMTP', () => {
  it('lands in the outbox as an .eml with the PDF attached', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skyler-outbox-'));
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: 'Skyler <nao-responda@skyler.local>',
        outboxDir: dir,
        log: t.app.log,
      });
      const pdf = Buffer.from('%PDF-1.3\n% proposta de teste\n%%EOF\n');
      await mailer.send({
        to: 'cotador@agencia-demo.com.br',
        subject: M.assunto('0034'),
        text: 'Segue em anexo a proposta.',
        attachments: [
          { filename: 'proposta-orcamento-0034.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      });
      const [arquivo] = readdirSync(dir);
      const email = await PostalMime.parse(readFileSync(path.join(dir, arquivo ?? '')));
      expect(email.subject).toBe(M.assunto('0034'));
      expect(email.attachments).toHaveLength(1);
      expect(email.attachments[0]?.filename).toBe('proposta-orcamento-0034.pdf');
      expect(email.attachments[0]?.mimeType).toBe('application/pdf');
      expect(Buffer.from(email.attachments[0]?.content as ArrayBuffer).equals(pdf)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("POST /api/pdf/orcamento_pdf/: the client's way into the portal", () => {
  it("carries the portal's signed link in the client's e-mail only; a client who opted in gets the WhatsApp template with it", async () => {
    t.mailer.sent.length = 0;
    const semConta = await exportar(
      { cotacoes: [hotel], orcamento, destinatarios: ['zuleica@example.com', 'financeiro@example.com'] },
      'consultor',
    );
    expect(semConta.statusCode, semConta.body).toBe(200);
    const [paraCliente, paraOutro] = t.mailer.sent;
    const link = /\/portal\/acesso\?t=(\S+)/.exec(paraCliente?.text ?? '');
    expect(paraCliente?.text).toContain('link válido por 30 dias');
    expect(lerLinkDaProposta(t.app.secret, decodeURIComponent(link?.[1] ?? ''))).toEqual({
      venda,
      contato: zuleica,
    });
    expect(paraOutro?.text).not.toContain('/portal/acesso');
    // no account, no opt-in: no WhatsApp message
    expect(await t.db.select().from(whatsapp_mensagens).where(eq(whatsapp_mensagens.venda, venda))).toEqual(
      [],
    );

    const conta = await createUsuario(
      t.db,
      {
        username: 'zuleica@example.com',
        email: 'zuleica@example.com',
        nome: 'Zuleica',
        sobrenome: '',
        cliente: true,
      },
      { by: null },
    );
    await t.db.update(contatos).set({ usuario_cliente: conta.id }).where(eq(contatos.id, zuleica));
    await t.db
      .insert(preferencias_cliente)
      .values({ usuario: conta.id, whatsapp: true, telefone: '+5571988887777' });
    // to someone else only, the client is not told
    await exportar({ cotacoes: [hotel], orcamento, destinatarios: ['financeiro@example.com'] }, 'consultor');
    expect(await t.db.select().from(whatsapp_mensagens).where(eq(whatsapp_mensagens.venda, venda))).toEqual(
      [],
    );
    await exportar({ cotacoes: [hotel], orcamento, destinatarios: ['zuleica@example.com'] }, 'consultor');
    const mensagens = await t.db.select().from(whatsapp_mensagens).where(eq(whatsapp_mensagens.venda, venda));
    expect(mensagens).toMatchObject([
      {
        template: 'proposta_enviada',
        para: '+5571988887777',
        contato: zuleica,
        parametros: ['Zuleica', expect.any(String)],
      },
    ]);
  });
});
