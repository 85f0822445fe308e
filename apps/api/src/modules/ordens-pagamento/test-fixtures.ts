import type { LinhaPagamentoInput } from '@skyler/domain/emissoes';
import type { MeioPagamentoFornecedor } from '@skyler/domain/fornecedores';
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
  ordens_pagamento,
  subcotacoes,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';

/** Who neither reads (no `ordem-pagamento-abertos` route) nor changes payment orders. */
export const ROLES_SEM_ORDENS = ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente'] as const;

let fornecedoresCriados = 0;

/** A supplier with the payment methods given. */
export async function criarFornecedor(db: Db, meios: MeioPagamentoFornecedor[] = []): Promise<number> {
  fornecedoresCriados += 1;
  const [row] = await db
    .insert(fornecedores)
    .values({
      nome: `Fornecedor de Ordens ${fornecedoresCriados}`,
      telefone: {} as never,
      endereco: {} as never,
      meios_de_pagamento: meios,
      busca: `fornecedor de ordens ${fornecedoresCriados}`,
    })
    .returning({ id: fornecedores.id });
  if (!row) throw new Error('supplier not created');
  return row.id;
}

export async function criarCartao(db: Db, ativo = true, digs = '4242'): Promise<number> {
  const [row] = await db
    .insert(cartoes)
    .values({ nome: ativo ? 'Cartão Financeiro' : 'Cartão Vencido', bandeira: 'Master', digs, ativo })
    .returning({ id: cartoes.id });
  if (!row) throw new Error('card not created');
  return row.id;
}

export async function definirFornecedor(db: Db, emissao: number, fornecedor: number | null): Promise<void> {
  await db.update(emissoes).set({ fornecedor }).where(eq(emissoes.id, emissao));
}

/** Saves an issuance's payment lines through the API, as the issuer. */
export async function salvarLinhas(t: TestApp, emissao: number, pagamentos: LinhaPagamentoInput[]) {
  const response = await t.injectAs('emissor', {
    method: 'POST',
    url: `/api/emissoes/${emissao}/pagamentos/`,
    payload: { pagamentos },
  });
  return response;
}

export async function ordensDaEmissao(db: Db, emissao: number) {
  return db
    .select()
    .from(ordens_pagamento)
    .where(eq(ordens_pagamento.emissao, emissao))
    .orderBy(ordens_pagamento.id);
}

/** Rows of every table a change to payment orders writes. */
export async function contarTabelas(db: Db) {
  const n = async (
    tabela:
      | typeof ordens_pagamento
      | typeof logs
      | typeof notificacoes
      | typeof emissoes_pagamentos
      | typeof subcotacoes,
  ) => {
    const [row] = await db.select({ n: count() }).from(tabela);
    return row?.n ?? 0;
  };
  return {
    ordens: await n(ordens_pagamento),
    logs: await n(logs),
    notificacoes: await n(notificacoes),
    linhas: await n(emissoes_pagamentos),
    ordensLinhas: await db.select().from(ordens_pagamento).orderBy(ordens_pagamento.id),
    incentivos: await db
      .select({ id: subcotacoes.id, v: subcotacoes.valor_incentivo, p: subcotacoes.porcentagem_incentivo })
      .from(subcotacoes)
      .orderBy(subcotacoes.id),
  };
}

/** A refusal: the status and message expected, and nothing changed. */
export async function esperarRecusa(
  t: TestApp,
  fazer: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  mensagem: string,
  campo?: string,
) {
  const antes = await contarTabelas(t.db);
  const response = await fazer();
  expect(response.statusCode, response.body).toBe(status);
  const corpo = response.json() as { detail: string; errors?: Record<string, string[]> };
  if (campo) expect(corpo.errors?.[campo], response.body).toContain(mensagem);
  else expect(corpo.detail).toBe(mensagem);
  expect(await contarTabelas(t.db)).toEqual(antes);
}
