import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { custoDasMilhas, milhasComBonus, type TipoMovimento } from '@skyler/domain/milhas-proprias';
import { dec } from '@skyler/domain/precos/dinheiro';
import { asc, eq } from 'drizzle-orm';
import { findCustosProprios } from '../../modules/milhas-proprias/milhas-proprias.queries.ts';
import {
  auditarMovimentosTx,
  criarOrdemDaCompraTx,
  type DetalhesMovimento,
  movimentarTx,
  travarSaldosTx,
} from '../../modules/milhas-proprias/milhas-proprias.service.ts';
import type { DbOrTx } from '../client.ts';
import {
  fidelidades,
  fornecedores,
  milhas_proprias_movimentos,
  ordens_pagamento,
  programas,
  usuarios,
} from '../schema/index.ts';

const DIA_MS = 24 * 3_600_000;

/** The miles each own account was stocked with (the agency buys in large lots), by programme. */
export const ESTOQUE_INICIAL_DEMO: Record<string, number> = {
  'LATAM Pass': 2_400_000,
  Smiles: 2_000_000,
  TudoAzul: 1_600_000,
  'TAP Miles&Go': 900_000,
};

/** The seller of the demo's lots of miles. */
export const VENDEDOR_MILHAS_DEMO = 'Milhas Express Intermediação';

type ContaDemo = { id: number; programa: number; nome: string };

async function contasProprias(tx: DbOrTx): Promise<ContaDemo[]> {
  return tx
    .select({ id: fidelidades.id, programa: programas.id, nome: programas.nome })
    .from(fidelidades)
    .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
    .where(eq(fidelidades.conta_propria, true))
    .orderBy(asc(fidelidades.id));
}

async function contexto(tx: DbOrTx) {
  const [milhas] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'milhas'));
  const [vendedor] = await tx
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(eq(fornecedores.nome, VENDEDOR_MILHAS_DEMO));
  return { ator: { user: { id: milhas?.id ?? 0 } }, vendedor: vendedor?.id ?? null };
}

/** One movement dated `quando`, the account's balance locked first. */
async function movimento(
  tx: DbOrTx,
  conta: number,
  tipo: TipoMovimento,
  milhas: number,
  quando: Date,
  ator: { user: { id: number } },
  detalhes: DetalhesMovimento = {},
): Promise<number> {
  const saldos = await travarSaldosTx(tx, [conta]);
  const { id } = await movimentarTx(tx, {
    ...detalhes,
    conta,
    tipo,
    milhas,
    saldoAtual: saldos.get(conta)?.saldo ?? 0,
    ator,
    agora: quando,
  });
  return id;
}

/**
 * The lots the agency's own accounts were stocked with, bought from a miles broker long before the demo's
 * sales (the demo's validations take miles from them). Runs once, before the demo's issuances.
 */
export async function seedEstoqueMilhasDemo(tx: DbOrTx, { agora = new Date() }: { agora?: Date } = {}) {
  const [ja] = await tx
    .select({ id: milhas_proprias_movimentos.id })
    .from(milhas_proprias_movimentos)
    .limit(1);
  if (ja) return;
  const contas = await contasProprias(tx);
  const { ator, vendedor } = await contexto(tx);
  const custos = await findCustosProprios(tx, [...new Set(contas.map((c) => c.programa))]);
  const ids: number[] = [];
  for (const [i, conta] of contas.entries()) {
    const milhas = ESTOQUE_INICIAL_DEMO[conta.nome] ?? 500_000;
    // bought a little below the own cost per thousand of today's table
    const milheiro = custos.get(conta.programa) ?? '20.00';
    const preco = custoDasMilhas(milhas, milheiro).times(dec('0.97')).toDecimalPlaces(2);
    const quando = new Date(agora.getTime() - (730 - i) * DIA_MS);
    // the lot's payable, paid a week later
    const ordem =
      vendedor === null
        ? null
        : await criarOrdemDaCompraTx(tx, {
            fornecedor: vendedor,
            valor: preco.toFixed(2),
            ator,
            agora: quando,
          });
    if (ordem !== null)
      await tx
        .update(ordens_pagamento)
        .set({
          status: 'pago',
          id_fatura: `NF-${hojeNaAgencia(quando).slice(0, 4)}-${String(ordem).padStart(5, '0')}`,
          data_pagamento: hojeNaAgencia(new Date(quando.getTime() + 7 * DIA_MS)),
        })
        .where(eq(ordens_pagamento.id, ordem));
    ids.push(
      await movimento(tx, conta.id, 'compra', milhas, quando, ator, {
        ordem_pagamento: ordem,
        valor: preco.toFixed(2),
        custo_milheiro: preco.times(1000).div(milhas).toDecimalPlaces(2).toFixed(2),
        fornecedor: vendedor,
        observacao: 'Lote inicial do estoque',
      }),
    );
  }
  await auditarMovimentosTx(tx, { ids, ator });
}

/**
 * The rest of the own accounts' history after the demo's issuances (so each account's list reads in order):
 * a recent purchase, a transfer between two accounts of a programme with a bonus, an expiry and a manual
 * adjustment. Runs once, after the demo's issuances.
 */
export async function seedMovimentosMilhasDemo(tx: DbOrTx, { agora = new Date() }: { agora?: Date } = {}) {
  const [ja] = await tx
    .select({ id: milhas_proprias_movimentos.id })
    .from(milhas_proprias_movimentos)
    .where(eq(milhas_proprias_movimentos.tipo, 'expiracao'))
    .limit(1);
  if (ja) return;
  const contas = await contasProprias(tx);
  const { ator, vendedor } = await contexto(tx);
  const de = (nome: string) => contas.filter((c) => c.nome === nome);
  const [latam] = de('LATAM Pass');
  const [azul, azul2] = de('TudoAzul');
  const tap = de('TAP Miles&Go')[1] ?? de('TAP Miles&Go')[0];
  const smiles = de('Smiles')[0];
  const minutos = (n: number) => new Date(agora.getTime() - n * 60_000);
  const ids: number[] = [];
  if (latam) {
    ids.push(
      await movimento(tx, latam.id, 'compra', 150_000, minutos(8), ator, {
        // still to be paid: an open order in Contas a Pagar
        ordem_pagamento:
          vendedor === null
            ? null
            : await criarOrdemDaCompraTx(tx, {
                fornecedor: vendedor,
                valor: '3750.00',
                ator,
                agora: minutos(8),
              }),
        valor: '3750.00',
        custo_milheiro: '25.00',
        fornecedor: vendedor,
        observacao: 'Reposição do estoque',
      }),
    );
  }
  if (azul && azul2) {
    const bonus = '25.00';
    ids.push(
      await movimento(tx, azul2.id, 'transferencia_saida', -80_000, minutos(7), ator, {
        conta_relacionada: azul.id,
        bonus_porcentagem: bonus,
      }),
      await movimento(tx, azul.id, 'transferencia_entrada', milhasComBonus(80_000, bonus), minutos(7), ator, {
        conta_relacionada: azul2.id,
        bonus_porcentagem: bonus,
      }),
    );
  }
  if (tap) {
    ids.push(
      await movimento(tx, tap.id, 'expiracao', -12_000, minutos(6), ator, {
        observacao: 'Milhas vencidas do lote inicial',
      }),
    );
  }
  if (smiles) {
    ids.push(
      await movimento(tx, smiles.id, 'ajuste', 1_500, minutos(5), ator, {
        observacao: 'Bônus de cartão creditado pelo programa e não lançado',
      }),
    );
  }
  await auditarMovimentosTx(tx, { ids, ator });
}
