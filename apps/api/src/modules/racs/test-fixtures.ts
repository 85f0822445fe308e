import type { TipoEmissao } from '@skyler/domain/emissoes';
import type { RacCreate } from '@skyler/domain/racs';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  cartoes,
  emissoes,
  emissoes_pagamentos,
  fornecedores,
  logs,
  notificacoes,
  racs,
  racs_documentos,
  racs_pagamentos,
  racs_protocolos,
  racs_servicos,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';

export type EmissaoDeTeste = { venda: number; servico: number; emissao: number; servicos: number[] };

/**
 * A sale of the demo consultant (or the one given) with `servicos` invoiced services and, on the first, a
 * concluded issuance of the type given with its payment lines, written straight to the tables.
 */
export async function criarEmissaoConcluida(
  db: Db,
  options: {
    tipo?: TipoEmissao;
    consultor?: string;
    servicos?: number;
    status?: 'finalizada' | 'fila_de_emissao';
  } = {},
): Promise<EmissaoDeTeste> {
  const venda = await criarVendaComServicos(db, {
    valores: Array.from({ length: options.servicos ?? 1 }, () => '1000.00'),
    status: 'concluida',
    consultor: options.consultor,
  });
  const servico = venda.servicos[0];
  const cotacao = venda.cotacoes[0];
  if (servico === undefined || cotacao === undefined) throw new Error('no service');
  const emissor = await idDoUsuario(db, 'emissor');
  const concluida = (options.status ?? 'finalizada') === 'finalizada';
  const [emissao] = await db
    .insert(emissoes)
    .values({
      venda: venda.venda,
      servico,
      cotacao,
      tipo: options.tipo ?? 'emissao_voo_pagante',
      status: options.status ?? 'finalizada',
      localizador: 'ABC123',
      data_ida: '2027-03-10',
      ...(concluida ? { emitido_por: emissor, concluida_por: emissor, data_hora_emissao: new Date() } : {}),
    })
    .returning({ id: emissoes.id });
  if (!emissao) throw new Error('issuance not created');
  await db
    .insert(emissoes_pagamentos)
    .values([
      { emissao: emissao.id, servico, campo_formador: 'rav', responsavel: 'cliente', valor: '100.00' },
    ]);
  return { venda: venda.venda, servico, emissao: emissao.id, servicos: venda.servicos };
}

/** An agency card, active unless told. */
export async function criarCartao(db: Db, ativo = true): Promise<number> {
  const [cartao] = await db
    .insert(cartoes)
    .values({ nome: ativo ? 'Cartão da agência' : 'Cartão antigo', bandeira: 'Visa', digs: '4242', ativo })
    .returning({ id: cartoes.id });
  if (!cartao) throw new Error('card not created');
  return cartao.id;
}

let fornecedoresCriados = 0;
export async function criarFornecedor(db: Db): Promise<number> {
  fornecedoresCriados += 1;
  const [fornecedor] = await db
    .insert(fornecedores)
    .values({
      nome: `Companhia ${fornecedoresCriados}`,
      telefone: {} as never,
      endereco: {} as never,
      busca: `companhia ${fornecedoresCriados}`,
    })
    .returning({ id: fornecedores.id });
  if (!fornecedor) throw new Error('supplier not created');
  return fornecedor.id;
}

/** The body of a rebooking RAC with no payment change, no agency cost and no client charge. */
export function corpoRac(
  e: { venda: number; emissao: number },
  racsExtra: Partial<RacCreate['racs']> = {},
  pagamentos: unknown[] = [],
) {
  return { racs: { tipo: 'remarcacao', venda: e.venda, emissao: e.emissao, ...racsExtra }, pagamentos };
}

/** Opens a RAC through the API as the consultant and answers its id. */
export async function abrirRac(
  t: TestApp,
  e: { venda: number; emissao: number },
  racsExtra: Partial<RacCreate['racs']> = {},
): Promise<number> {
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/racs/',
    payload: corpoRac(e, racsExtra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

export async function statusDaEmissao(db: Db, id: number) {
  const [row] = await db.select().from(emissoes).where(eq(emissoes.id, id));
  return row;
}

/** How many rows each table the RAC area writes holds. */
export async function contarRacs(db: Db) {
  const tabelas = {
    racs,
    racs_pagamentos,
    racs_documentos,
    racs_protocolos,
    racs_servicos,
    logs,
    notificacoes,
  } as const;
  const contagem: Record<string, number> = {};
  for (const [nome, tabela] of Object.entries(tabelas)) {
    const [row] = await db.select({ n: count() }).from(tabela);
    contagem[nome] = row?.n ?? 0;
  }
  const emissoesPorStatus = await db
    .select({ status: emissoes.status, n: count() })
    .from(emissoes)
    .groupBy(emissoes.status);
  for (const { status, n } of emissoesPorStatus) contagem[`emissoes_${status}`] = n;
  return contagem;
}
