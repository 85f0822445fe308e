import { hojeNaAgencia } from '@skyler/domain/formatters';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contatos,
  cotacoes,
  documentos_contato,
  emissoes,
  emissoes_beneficiarios,
  fornecedores,
  orcamentos,
  ordens_pagamento,
  pagamentos,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';

/** 'YYYY-MM-DD' `dias` days after `dia` (before, when negative). */
export function somarDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

const HORA = 3_600_000;

/** The fixture's period: February 2025 in São Paulo (UTC−3). */
export const PERIODO = { inicio: '2025-02-01', fim: '2025-02-28' } as const;

export type PainelFixture = {
  consultor: number;
  username: string;
  clienteA: number;
  clienteB: number;
  viajanteVencendo: number;
  viajanteEmDia: number;
  viajanteCancelado: number;
  outroAniversariante: number;
  vendaViagem: number;
  embarque: string;
  validadeVencendo: string;
  fornecedor: number;
};

async function um<T>(linhas: Promise<T[]>): Promise<T> {
  const [linha] = await linhas;
  if (!linha) throw new Error('row not created');
  return linha;
}

/**
 * A consultant of their own with a hand-counted month (February 2025) and, relative to today, their open
 * receivables, late issuances, open orders, a trip with passports and birthdays; every figure in
 * `dashboard.test.ts` is written out from these rows.
 */
export async function criarPainelFixture(db: Db, username = 'painel_consultora'): Promise<PainelFixture> {
  const hoje = hojeNaAgencia();
  const agora = Date.now();
  const { id: consultor } = await um(
    db
      .insert(usuarios)
      .values({
        username,
        email: `${username}@agencia-demo.com.br`,
        nome: 'Paula',
        sobrenome: 'Painel',
        senha_hash: 'x',
        consultor: true,
        perfil_user: ['consultor'],
      })
      .returning({ id: usuarios.id }),
  );
  const contato = (nome: string, sobrenome: string, data_nascimento: string | null = null) =>
    um(
      db
        .insert(contatos)
        .values({ nome, sobrenome, data_nascimento, nome_busca: `${nome} ${sobrenome}`.toLowerCase() })
        .returning({ id: contatos.id }),
    ).then((c) => c.id);
  // A is born today (this week), B a week from today (next week); the other is nobody's client of hers
  // born in 2000, a leap year, so that any day of the year exists
  const clienteA = await contato('Alice', 'Topo', `2000-${hoje.slice(5)}`);
  const clienteB = await contato('Bruno', 'Segundo', `2000-${somarDias(hoje, 7).slice(5)}`);
  const outroAniversariante = await contato('Otávio', 'Alheio', `2000-${hoje.slice(5)}`);

  const venda = (cliente: number, status: 'proposta' | 'concluida' | 'cancelada', criada: string) =>
    um(
      db
        .insert(vendas)
        .values({ cliente, status, consultor, created_at: new Date(criada) })
        .returning({ id: vendas.id }),
    ).then((v) => v.id);
  const v1 = await venda(clienteA, 'proposta', '2025-02-10T12:00:00Z');
  // 23:30 of 28 February in São Paulo: inside the period
  const v2 = await venda(clienteA, 'concluida', '2025-03-01T02:30:00Z');
  const v3 = await venda(clienteB, 'cancelada', '2025-02-15T12:00:00Z');
  // 00:30 of 1 March and 23:00 of 31 January in São Paulo: outside
  await venda(clienteB, 'proposta', '2025-03-01T03:30:00Z');
  await venda(clienteB, 'proposta', '2025-02-01T02:00:00Z');
  // inside: one that has only a request, one with nothing yet (the funnel's first stages)
  const v6 = await venda(clienteB, 'proposta', '2025-02-20T12:00:00Z');
  await venda(clienteB, 'proposta', '2025-02-21T12:00:00Z');

  const orcamento = (v: number, criado: string) =>
    um(
      db
        .insert(orcamentos)
        .values({
          venda: v,
          tipo_servico: 'orcamento_outro',
          descricao: 'Passeio',
          detalhes: {},
          created_at: new Date(criado),
        })
        .returning({ id: orcamentos.id }),
    ).then((o) => o.id);
  const o1 = await orcamento(v1, '2025-02-02T12:00:00Z');
  await orcamento(v1, '2025-02-03T12:00:00Z');
  const o3 = await orcamento(v3, '2025-02-04T12:00:00Z');
  await orcamento(v2, '2025-02-28T12:00:00Z');
  const o0 = await orcamento(v1, '2025-01-05T12:00:00Z');
  await orcamento(v6, '2025-02-20T13:00:00Z');

  const { id: fornecedor } = await um(
    db
      .insert(fornecedores)
      .values({ nome: 'Operadora Sol', telefone: {} as never, endereco: {} as never, busca: 'operadora sol' })
      .returning({ id: fornecedores.id }),
  );
  const cotacao = (
    o: number,
    v: number,
    criada: string,
    carrinho: string | null,
    custo: string,
    deFornecedor: number | null = null,
  ) =>
    um(
      db
        .insert(cotacoes)
        .values({
          orcamento: o,
          venda: v,
          tipo_servico: 'orcamento_outro',
          status: carrinho ? 'fatura' : 'orcamento',
          descricao: 'Passeio',
          custo_agencia: custo,
          fornecedor: deFornecedor,
          created_at: new Date(criada),
          carrinho_em: carrinho ? new Date(carrinho) : null,
        })
        .returning({ id: cotacoes.id }),
    ).then((c) => c.id);
  const q1 = await cotacao(o1, v1, '2025-02-05T12:00:00Z', '2025-02-06T12:00:00Z', '800.00', fornecedor);
  const q2 = await cotacao(o3, v3, '2025-02-05T13:00:00Z', '2025-02-08T12:00:00Z', '300.00');
  await cotacao(o1, v1, '2025-02-20T12:00:00Z', null, '50.00');
  const q4 = await cotacao(o0, v1, '2025-01-20T12:00:00Z', '2025-01-21T12:00:00Z', '150.00');
  const q5 = await cotacao(o0, v1, '2025-01-10T12:00:00Z', '2025-01-11T12:00:00Z', '900.00');
  const q6 = await cotacao(o1, v2, '2025-02-01T12:00:00Z', '2025-02-01T13:00:00Z', '100.00');

  const servico = (
    v: number,
    c: number,
    criado: string,
    valor: string,
    status: 'pagamento' | 'cancelado' | 'emissao' = 'pagamento',
  ) =>
    um(
      db
        .insert(servicos)
        .values({
          venda: v,
          cotacao: c,
          status,
          metodo_pagamento: 'pagamentoAVista',
          valor_avista: valor,
          valor_total: valor,
          created_at: new Date(criado),
        })
        .returning({ id: servicos.id }),
    ).then((s) => s.id);
  const s1 = await servico(v1, q1, '2025-02-07T12:00:00Z', '1000.00', 'emissao');
  const s2 = await servico(v3, q2, '2025-02-09T12:00:00Z', '500.00', 'emissao');
  const s3 = await servico(v1, q4, '2025-02-10T12:00:00Z', '200.00', 'cancelado');
  const s4 = await servico(v1, q5, '2025-01-12T12:00:00Z', '999.00', 'emissao');
  const s5 = await servico(v2, q6, '2025-02-11T12:00:00Z', '250.00', 'emissao');

  const embarque = somarDias(hoje, 30);
  const emissao = (
    s: number,
    v: number,
    c: number,
    status: 'fila_de_emissao' | 'finalizada' | 'cancelada',
    criada: Date,
    data_ida: string | null = null,
  ) =>
    um(
      db
        .insert(emissoes)
        .values({
          venda: v,
          servico: s,
          cotacao: c,
          tipo: 'emissao_outro',
          status,
          created_at: criada,
          data_ida,
        })
        .returning({ id: emissoes.id }),
    ).then((e) => e.id);
  const e1 = await emissao(s1, v1, q1, 'fila_de_emissao', new Date('2025-02-11T12:00:00Z'));
  const e2 = await emissao(s2, v3, q2, 'finalizada', new Date('2025-02-12T12:00:00Z'), embarque);
  // late after 49 h, not yet after 47 h
  await emissao(s4, v1, q5, 'fila_de_emissao', new Date(agora - 49 * HORA));
  await emissao(s5, v2, q6, 'fila_de_emissao', new Date(agora - 47 * HORA));
  const e6 = await emissao(s3, v1, q4, 'cancelada', new Date('2025-01-13T12:00:00Z'), somarDias(hoje, 10));

  const pagamento = (v: number, valor: string, vencimento: string, status = 'nao_efetuado' as const) =>
    db.insert(pagamentos).values({
      venda: v,
      valor,
      status,
      data_vencimento: vencimento,
      meio_pagamento: 'pix',
    });
  await pagamento(v1, '100.00', somarDias(hoje, -3));
  await pagamento(v1, '50.00', somarDias(hoje, -1));
  await pagamento(v3, '70.00', hoje);
  await pagamento(v3, '30.00', somarDias(hoje, 7));
  await pagamento(v3, '999.00', somarDias(hoje, 8));
  await db.insert(pagamentos).values({
    venda: v1,
    valor: '500.00',
    status: 'concluido',
    data_vencimento: somarDias(hoje, -5),
    data_pagamento: somarDias(hoje, -5),
    meio_pagamento: 'pix',
  });

  const ordem = (
    e: number,
    s: number,
    v: number,
    valor: string,
    status: 'aberto' | 'pago',
    vencimento: string | null = null,
  ) =>
    db.insert(ordens_pagamento).values({
      emissao: e,
      servico: s,
      venda: v,
      campo_formador: 'custo_total',
      valor,
      meio_pagamento: 'pix',
      status,
      vencimento,
    });
  await ordem(e1, s1, v1, '120.00', 'aberto', somarDias(hoje, 2));
  await ordem(e2, s2, v3, '80.00', 'aberto');
  await ordem(e2, s2, v3, '40.00', 'pago');

  // travellers: one whose passport expires 3 months after the trip, one whose newest expires 8 months after
  // (an older one would have been too short), one on a cancelled issuance
  const viajanteVencendo = await contato('Vera', 'Vencendo');
  const viajanteEmDia = await contato('Edu', 'EmDia');
  const viajanteCancelado = await contato('Caio', 'Cancelado');
  await db.insert(emissoes_beneficiarios).values([
    { emissao: e2, contato: viajanteVencendo },
    { emissao: e2, contato: viajanteEmDia, ordem: 1 },
    { emissao: e6, contato: viajanteCancelado },
  ]);
  const validadeVencendo = somarDias(embarque, 90);
  const passaporte = (contato_id: number, validade: string) =>
    db
      .insert(documentos_contato)
      .values({ contato_id, tipo: 'passaporte', numero: 'FX1', data_validade: validade });
  await passaporte(viajanteVencendo, validadeVencendo);
  await passaporte(viajanteEmDia, somarDias(embarque, 30));
  await passaporte(viajanteEmDia, somarDias(embarque, 240));
  await passaporte(viajanteCancelado, somarDias(hoje, 20));

  // the other birthday is a client of the demo consultant's, not of hers
  const [demo] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'consultor'));
  await db.insert(vendas).values({ cliente: outroAniversariante, consultor: demo?.id ?? null });

  return {
    consultor,
    username,
    clienteA,
    clienteB,
    viajanteVencendo,
    viajanteEmDia,
    viajanteCancelado,
    outroAniversariante,
    vendaViagem: v3,
    embarque,
    validadeVencendo,
    fornecedor,
  };
}
