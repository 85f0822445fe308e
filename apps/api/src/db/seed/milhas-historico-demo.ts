import type { LinhaTabelaMilhasRequest } from '@skyler/domain/milhas';
import { dec } from '@skyler/domain/precos/dinheiro';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alterarLinhaTabelaTx } from '../../modules/milhas/milhas.service.ts';
import type { DbOrTx } from '../client.ts';
import { programas, type TabelaMilhasRow, tabela_milhas, usuarios } from '../schema/index.ts';

const DIA_MS = 86_400_000;
const HORA_MS = 3_600_000;

type Tipo = TabelaMilhasRow['tipo'];

/** When each edit happened, back from the moment of seeding: days, plus hours on the same day. */
type Momento = { dias: number; horas?: number };

/**
 * The programmes whose table the miles manager changed in the last months, oldest edit first. Several
 * edits fall on the same days (the 20th, 3rd and last hours before seeding), so a day of the history
 * groups more than one programme, and the last edit of each gave the table its values of today.
 */
export const HISTORICO_MILHAS_DEMO: readonly { programa: string; tipo: Tipo; edicoes: readonly Momento[] }[] =
  [
    {
      programa: 'Smiles',
      tipo: 'preco_de_venda',
      edicoes: [{ dias: 130 }, { dias: 72 }, { dias: 20 }, { dias: 3 }, { dias: 0, horas: 2 }],
    },
    { programa: 'Smiles', tipo: 'custo', edicoes: [{ dias: 101 }, { dias: 20, horas: 1 }] },
    {
      programa: 'LATAM Pass',
      tipo: 'preco_de_venda',
      edicoes: [{ dias: 115 }, { dias: 45 }, { dias: 3, horas: 1 }],
    },
    {
      programa: 'LATAM Pass',
      tipo: 'custo',
      edicoes: [
        { dias: 72, horas: 1 },
        { dias: 0, horas: 3 },
      ],
    },
    {
      programa: 'TudoAzul',
      tipo: 'preco_de_venda',
      edicoes: [{ dias: 101, horas: 2 }, { dias: 45, horas: 1 }, { dias: 9 }],
    },
    {
      programa: 'TudoAzul',
      tipo: 'custo',
      edicoes: [
        { dias: 130, horas: 1 },
        { dias: 9, horas: 1 },
      ],
    },
    { programa: 'TAP Miles&Go', tipo: 'preco_de_venda', edicoes: [{ dias: 88 }, { dias: 20, horas: 3 }] },
    { programa: 'Flying Blue', tipo: 'custo', edicoes: [{ dias: 60 }, { dias: 3, horas: 2 }] },
  ];

/** A step back in prices: each older version R$ 0,50 per thousand cheaper (costs and floor too). */
const PASSO = dec('0.50');

function recuado(valor: string | null, passos: number): string | null {
  return valor === null ? null : dec(valor).minus(PASSO.times(passos)).toFixed(2);
}

function versao(linha: TabelaMilhasRow, passos: number): LinhaTabelaMilhasRequest {
  const precos = [linha.preco_1, linha.preco_2, linha.preco_3, linha.preco_4, linha.preco_5, linha.preco_6];
  return {
    operado_por: linha.operado_por,
    classe: null,
    precos: precos.map((p) => recuado(p, passos)),
    custo_proprio: recuado(linha.custo_proprio, passos),
    custo_terceiros: recuado(linha.custo_terceiros, passos),
    piso: recuado(linha.piso, passos),
  };
}

/**
 * Demo history of the miles table: for the programmes above, the row of today is taken back to an older
 * version dated before the first edit, then edited by the miles manager through the table's own service
 * on each moment, the last edit bringing back today's values, so the current table is unchanged and each
 * edit left its archived row and audit row. Skipped when the table already has a history, or without the
 * programmes or the miles manager.
 */
export async function seedMilhasHistoricoDemo(tx: DbOrTx, { agora = new Date() }: { agora?: Date } = {}) {
  const [historico] = await tx
    .select({ id: tabela_milhas.id })
    .from(tabela_milhas)
    .where(isNotNull(tabela_milhas.archived_at))
    .limit(1);
  if (historico) return;
  const [gestor] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`${usuarios.username} in ('milhas', 'admin')`)
    .orderBy(sql`${usuarios.username} = 'milhas' desc`)
    .limit(1);
  if (!gestor) return;
  for (const { programa, tipo, edicoes } of HISTORICO_MILHAS_DEMO) {
    const [linha] = await tx
      .select({ linha: tabela_milhas })
      .from(tabela_milhas)
      .innerJoin(programas, eq(programas.id, tabela_milhas.programa))
      .where(
        and(
          eq(programas.nome, programa),
          eq(tabela_milhas.tipo, tipo),
          isNull(tabela_milhas.classe),
          isNull(tabela_milhas.archived_at),
        ),
      )
      .limit(1);
    if (!linha) continue;
    const atual = linha.linha;
    const momentos = edicoes.map(
      ({ dias, horas = 0 }) => new Date(agora.getTime() - dias * DIA_MS - (horas + 1) * HORA_MS),
    );
    const primeira = momentos[0];
    if (!primeira) continue;
    // the oldest version, in the table since three weeks before its first edit
    const inicial = versao(atual, edicoes.length);
    const [p1, p2, p3, p4, p5, p6] = inicial.precos as string[];
    await tx
      .update(tabela_milhas)
      .set({
        preco_1: p1,
        preco_2: p2,
        preco_3: p3,
        preco_4: p4,
        preco_5: p5,
        preco_6: p6,
        custo_proprio: inicial.custo_proprio as string | null,
        custo_terceiros: inicial.custo_terceiros as string | null,
        piso: inicial.piso as string,
        created_by: gestor.id,
        created_at: new Date(primeira.getTime() - 21 * DIA_MS),
      })
      .where(eq(tabela_milhas.id, atual.id));
    let id = atual.id;
    for (const [indice, momento] of momentos.entries()) {
      const passos = edicoes.length - indice - 1;
      const nova = await alterarLinhaTabelaTx(tx, {
        id,
        body: versao(atual, passos),
        user: gestor,
        ip: null,
        agora: momento,
      });
      id = nova.id;
    }
  }
}
