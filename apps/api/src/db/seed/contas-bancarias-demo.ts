import { createHash } from 'node:crypto';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import Decimal from 'decimal.js';
import { and, desc, eq, gt, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  contas_bancarias,
  contatos,
  extratos_bancarios,
  fornecedores,
  movimentos_bancarios,
  ordens_pagamento,
  pagamentos,
  usuarios,
  vendas,
} from '../schema/index.ts';

const DIA_MS = 86_400_000;

/** The demo's bank account: the agency's Itaú account that receives Pix and transfers and pays suppliers. */
export const CONTA_DEMO = {
  banco: '341',
  agencia: '1500',
  conta: '45678-9',
  descricao: 'Itaú movimento',
  chave_pix: '11222333000181',
} as const;

type LinhaDemo = {
  data: string;
  tipo: 'credito' | 'debito';
  valor: string;
  descricao: string;
  documento: string | null;
};

const somarDias = (dia: string, dias: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);

/**
 * The demo bank account with the statement of the last 30 days imported (decision 0085): a credit for each
 * payment concluded by Pix, transfer, deposit or boleto in the period and a debit for each order paid by
 * Pix, TED or boleto, on their days and for their amounts, so that the matching finds most of them; and
 * what a real statement also has: the monthly fee, a transfer to the agency's other account, a client's Pix
 * short by R$ 1,20 of its payment and a Pix from someone the books do not know. Runs after the payments and
 * orders of the demo sales.
 */
export async function seedContasBancariasDemo(tx: DbOrTx, { agora = new Date() } = {}): Promise<void> {
  const [financeiro] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'financeiro'));
  const fim = hojeNaAgencia(new Date(agora.getTime() - DIA_MS));
  const inicio = somarDias(fim, -29);
  const recebidos = await tx
    .select({
      valor: pagamentos.valor,
      data: pagamentos.data_pagamento,
      nome: contatos.nome,
      sobrenome: contatos.sobrenome,
      cpf: contatos.cpf,
    })
    .from(pagamentos)
    .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .where(
      and(
        eq(pagamentos.status, 'concluido'),
        // above the R$ 1,20 one credit arrives short of
        gt(pagamentos.valor, '1.20'),
        inArray(pagamentos.meio_pagamento, ['pix', 'teddoc', 'deposito', 'boleto', 'transferencia']),
        isNotNull(pagamentos.data_pagamento),
        gte(pagamentos.data_pagamento, inicio),
      ),
    )
    .orderBy(desc(pagamentos.data_pagamento), desc(pagamentos.id));
  const pagos = await tx
    .select({
      valor: ordens_pagamento.valor,
      valor_pago: ordens_pagamento.valor_pago,
      data: ordens_pagamento.data_pagamento,
      meio: ordens_pagamento.meio_pagamento,
      fornecedor: fornecedores.nome,
      cnpj: fornecedores.cnpj,
      chave_pix: fornecedores.chave_pix,
    })
    .from(ordens_pagamento)
    .leftJoin(fornecedores, eq(fornecedores.id, ordens_pagamento.fornecedor))
    .where(
      and(
        eq(ordens_pagamento.status, 'pago'),
        gt(ordens_pagamento.valor, '0'),
        ne(ordens_pagamento.meio_pagamento, 'cartao_credito'),
        isNotNull(ordens_pagamento.data_pagamento),
        gte(ordens_pagamento.data_pagamento, inicio),
      ),
    )
    .orderBy(desc(ordens_pagamento.data_pagamento), desc(ordens_pagamento.id));

  const linhas: LinhaDemo[] = [];
  recebidos.forEach((p, i) => {
    const nome = `${p.nome ?? 'CLIENTE'} ${p.sobrenome ?? ''}`.trim().toUpperCase().slice(0, 30);
    const documento = p.cpf ? p.cpf.replace(/\D/g, '') : null;
    // the second credit arrived R$ 1,20 short of its payment: "valor diferente"
    const valor = i === 1 ? new Decimal(p.valor).minus('1.20').toFixed(2) : new Decimal(p.valor).toFixed(2);
    linhas.push({
      data: (p.data ?? fim) > fim ? fim : (p.data ?? fim),
      tipo: 'credito',
      valor,
      descricao: `PIX TRANSF ${nome}${documento ? ` ${documento}` : ''}`,
      documento: documento && documento.length === 11 ? documento : null,
    });
  });
  for (const o of pagos) {
    const cnpj = o.cnpj ? o.cnpj.replace(/\D/g, '') : null;
    // a Pix to a supplier with a key: the bank's memo names the key, not the CNPJ
    const chave = o.meio === 'pix' ? o.chave_pix : null;
    linhas.push({
      data: (o.data ?? fim) > fim ? fim : (o.data ?? fim),
      tipo: 'debito',
      valor: new Decimal(o.valor_pago && Number(o.valor_pago) > 0 ? o.valor_pago : o.valor).toFixed(2),
      descricao: chave
        ? `PIX ENVIADO ${chave.toUpperCase()}`
        : `${o.meio === 'boleto' ? 'PAG BOLETO' : o.meio === 'teddoc' ? 'SISPAG TED' : 'PIX ENVIADO'} ${(o.fornecedor ?? 'FORNECEDOR').toUpperCase().slice(0, 40)}`,
      documento: chave ?? (cnpj && cnpj.length === 14 ? cnpj : null),
    });
  }
  linhas.push(
    {
      data: somarDias(inicio, 9),
      tipo: 'debito',
      valor: '64.50',
      descricao: 'TAR PACOTE ITAÚ',
      documento: null,
    },
    {
      data: somarDias(inicio, 14),
      tipo: 'debito',
      valor: '5000.00',
      descricao: 'TED MESMA TITULARIDADE AG 0427 C/C 506511-9',
      documento: CONTA_DEMO.chave_pix,
    },
    {
      data: somarDias(inicio, 20),
      tipo: 'credito',
      valor: '777.00',
      descricao: 'PIX TRANSF JOAO P S 39053344705',
      documento: '39053344705',
    },
  );
  linhas.sort((a, b) => a.data.localeCompare(b.data));

  const [conta] = await tx
    .insert(contas_bancarias)
    .values({ ...CONTA_DEMO, created_by: financeiro?.id ?? null })
    .returning();
  if (!conta) throw new Error('demo bank account not written');
  const saldoInicial = new Decimal('18250.00');
  const saldoFinal = linhas.reduce(
    (saldo, l) => (l.tipo === 'credito' ? saldo.plus(l.valor) : saldo.minus(l.valor)),
    saldoInicial,
  );
  const conteudo = linhas.map((l) => `${l.data}|${l.tipo}|${l.valor}|${l.descricao}`).join('\n');
  const [extrato] = await tx
    .insert(extratos_bancarios)
    .values({
      conta: conta.id,
      arquivo_nome: `extrato-itau-${fim.slice(0, 7)}.ofx`,
      formato: 'ofx',
      hash: createHash('sha256').update(conteudo).digest('hex'),
      inicio,
      fim,
      saldo_final: saldoFinal.toFixed(2),
      saldo_data: fim,
      importados: linhas.length,
      repetidos: 0,
      created_by: financeiro?.id ?? null,
      created_at: agora,
    })
    .returning();
  if (!extrato) throw new Error('demo statement not written');
  await tx.insert(movimentos_bancarios).values(
    linhas.map((l, i) => ({
      ...l,
      conta: conta.id,
      extrato: extrato.id,
      chave: `${l.data.replaceAll('-', '')}${String(i + 1).padStart(5, '0')}`,
    })),
  );
}
