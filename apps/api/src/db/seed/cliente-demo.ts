import { ZContatoRequest } from '@skyler/domain/contatos';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { contatoValores } from '../../modules/contatos/contatos.service.ts';
import type { DbOrTx } from '../client.ts';
import {
  contatos,
  contatos_empresas,
  cotacoes,
  emissoes,
  emissoes_anexos,
  logs,
  orcamentos,
  pagamentos,
  passageiros,
  portal_aceites,
  usuarios,
  vendas,
} from '../schema/index.ts';
import { CONTATO_AGENCIA } from './contatos.ts';
import { PASSAGEIROS_DEMO_DESCRICAO } from './passageiros-demo.ts';

const DIA_MS = 86_400_000;

/** The demo customer's own sales, oldest first: one open, one concluded, one cancelled. */
const VENDAS_DO_CLIENTE = [
  { status: 'concluida', diasAtras: 120, diasAberta: 6, anotacoes: 'Férias em família no Nordeste.' },
  { status: 'cancelada', diasAtras: 45, diasAberta: 3, anotacoes: null },
  { status: 'proposta', diasAtras: 4, diasAberta: 0, anotacoes: 'Viagem a Lisboa em julho.' },
] as const;

/**
 * The demo customer account (`cliente`) is the contact Cláudia Cliente: the account reads that contact's
 * sales in Minha área. With the demo sales, the contact gets a few of its own.
 */
export async function seedClienteDemo(
  tx: DbOrTx,
  { comVendas, agora = new Date() }: { comVendas: boolean; agora?: Date },
): Promise<void> {
  const [conta] = await tx.select().from(usuarios).where(eq(usuarios.username, 'cliente'));
  const [agencia] = await tx
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.nome_busca, CONTATO_AGENCIA.nome_busca))
    .orderBy(asc(contatos.id))
    .limit(1);
  if (!conta || !agencia) return;
  const data = ZContatoRequest.parse({
    nome: conta.nome,
    sobrenome: conta.sobrenome,
    indicacao: agencia.id,
    email: conta.email,
    telefone: { pais: 'BR', codigo: '55', numero: '11987654321' },
    perfil: 'passageiro_nacional',
  });
  const [contato] = await tx
    .insert(contatos)
    .values({ ...contatoValores(data), usuario_cliente: conta.id })
    .returning({ id: contatos.id });
  if (!contato || !comVendas) return;

  const [consultor] = await tx.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  if (!consultor) return;
  const linhas = VENDAS_DO_CLIENTE.map(({ status, diasAtras, diasAberta, anotacoes }) => {
    const criada = new Date(agora.getTime() - diasAtras * DIA_MS);
    const fechada = status === 'proposta' ? null : new Date(criada.getTime() + diasAberta * DIA_MS);
    return {
      status,
      cliente: contato.id,
      indicacao: agencia.id,
      consultor: consultor.id,
      created_by: consultor.id,
      last_edited_by: consultor.id,
      meio_contato_tipo: 'Whatsapp' as const,
      meio_contato_valor: '55 11987654321',
      anotacoes,
      created_at: criada,
      updated_at: fechada ?? criada,
      concluida_em: status === 'concluida' ? fechada : null,
      concluida_por: status === 'concluida' ? consultor.id : null,
      cancelada_em: status === 'cancelada' ? fechada : null,
      cancelado_por: status === 'cancelada' ? consultor.id : null,
      motivo_cancelamento: status === 'cancelada' ? 'Datas mudaram e a viagem foi adiada.' : null,
    };
  });
  const criadas = await tx.insert(vendas).values(linhas).returning();
  await seedPortalDemo(tx, contato.id);
  await seedContatoDeEmpresaDemo(tx, agencia.id);
  await tx.insert(logs).values(
    criadas.map((venda) => ({
      tipo: 'venda_criada',
      venda: venda.id,
      usuario: consultor.id,
      dados: { antes: null, depois: { ...venda, created_at: venda.created_at.toISOString() } },
      meta: { entidade: 'venda', id: venda.id, ip: '127.0.0.1' },
      created_at: venda.created_at,
    })),
  );
}

/**
 * The demo company contact (`cliente_empresa`, Eduardo Empresa) is the contact of the company with the most
 * demo sales, an open one among them if any: with the agency's "Portal do cliente" switched on, the portal shows him
 * the company's sales beside his own (none).
 */
async function seedContatoDeEmpresaDemo(tx: DbOrTx, agencia: number): Promise<void> {
  const [conta] = await tx.select().from(usuarios).where(eq(usuarios.username, 'cliente_empresa'));
  const [empresa] = await tx
    .select({ id: vendas.cliente_empresa })
    .from(vendas)
    .where(isNotNull(vendas.cliente_empresa))
    .groupBy(vendas.cliente_empresa)
    .orderBy(desc(sql`bool_or(${vendas.status} = 'proposta')`), desc(count()), asc(vendas.cliente_empresa))
    .limit(1);
  if (!conta || !empresa?.id) return;
  const data = ZContatoRequest.parse({
    nome: conta.nome,
    sobrenome: conta.sobrenome,
    indicacao: agencia,
    email: conta.email,
    telefone: { pais: 'BR', codigo: '55', numero: '11976543210' },
    perfil: 'responsavel_financeiro',
  });
  const [contato] = await tx
    .insert(contatos)
    .values({ ...contatoValores(data), usuario_cliente: conta.id })
    .returning({ id: contatos.id });
  if (!contato) return;
  await tx.insert(contatos_empresas).values({ contato_id: contato.id, empresa_id: empresa.id });
}

/** The first request of the sale whose quotes `onde` picks, or null. */
async function pedidoOnde(tx: DbOrTx, onde: SQL | undefined) {
  const [linha] = await tx
    .select({ orcamento: cotacoes.orcamento, venda: cotacoes.venda })
    .from(cotacoes)
    .innerJoin(vendas, eq(vendas.id, cotacoes.venda))
    .where(onde)
    .orderBy(desc(cotacoes.venda))
    .limit(1);
  return linha ?? null;
}

/**
 * The client's portal with something in each state: Cláudia travels on demo trips that are a proposal with
 * alternatives awaiting her acceptance, an accepted cart with a Pix payment due, an issued trip with its
 * vouchers shared, and the Lisbon family trip whose passports are missing. She sees them as a passenger.
 */
async function seedPortalDemo(tx: DbOrTx, contato: number): Promise<void> {
  const pedidos = [
    // alternatives awaiting acceptance: a request of a proposal with two open quotes or more
    await pedidoOnde(
      tx,
      and(
        eq(vendas.status, 'proposta'),
        eq(cotacoes.status, 'orcamento'),
        isNull(cotacoes.archived_at),
        sql`(select count(*) from ${cotacoes} c2 where c2.orcamento = ${cotacoes.orcamento}
          and c2.status = 'orcamento' and c2.archived_at is null) >= 2`,
      ),
    ),
    // accepted, with a Pix payment due
    await pedidoOnde(
      tx,
      and(
        inArray(cotacoes.status, ['carrinho', 'fatura']),
        inArray(
          cotacoes.venda,
          tx
            .select({ venda: pagamentos.venda })
            .from(pagamentos)
            .where(and(eq(pagamentos.status, 'nao_efetuado'), isNotNull(pagamentos.pix_copia_e_cola))),
        ),
      ),
    ),
    // paid and issued, with its vouchers
    await pedidoOnde(
      tx,
      inArray(
        cotacoes.id,
        tx
          .select({ cotacao: emissoes.cotacao })
          .from(emissoes)
          .innerJoin(emissoes_anexos, eq(emissoes_anexos.emissao, emissoes.id))
          .where(eq(emissoes.status, 'finalizada')),
      ),
    ),
  ];
  const [lisboa] = await tx
    .select({ orcamento: orcamentos.id, venda: orcamentos.venda })
    .from(orcamentos)
    .where(eq(orcamentos.descricao, PASSAGEIROS_DEMO_DESCRICAO))
    .limit(1);
  const todos = [...pedidos, lisboa ?? null].filter(
    (p): p is { orcamento: number; venda: number } => p !== null,
  );
  if (todos.length === 0) return;
  await tx
    .insert(passageiros)
    .values(todos.map((p) => ({ orcamento: p.orcamento, contato, ordem: 99 })))
    .onConflictDoNothing();
  // the cart with a Pix due was accepted by her in the portal
  const aceito = pedidos[1];
  if (!aceito) return;
  const noCarrinho = await tx
    .select({ id: cotacoes.id, updated_at: cotacoes.updated_at, valor_final: cotacoes.valor_final })
    .from(cotacoes)
    .where(and(eq(cotacoes.venda, aceito.venda), inArray(cotacoes.status, ['carrinho', 'fatura'])));
  const [conta] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'cliente'));
  await tx.insert(portal_aceites).values({
    venda: aceito.venda,
    usuario: conta?.id ?? null,
    ip: '187.45.10.22',
    user_agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
    itens: noCarrinho.map((c) => ({
      cotacao: c.id,
      versao: c.updated_at.toISOString(),
      valor_final: c.valor_final,
    })),
  });
}
