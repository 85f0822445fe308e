import type { ClasseCabine } from '@skyler/domain/orcamentos';
import { inArray, sql } from 'drizzle-orm';
import { DESAGIO_PROPRIO } from '../../modules/milhas/milhas.queries.ts';
import type { DbOrTx } from '../client.ts';
import { parametros, programas, tabela_milhas } from '../schema/index.ts';

type Seis = readonly [string, string, string, string, string, string];

export type LinhaMilhasSeed = {
  programa: string;
  classe: ClasseCabine | null;
  /** sale price per thousand miles in the six volume tiers, and its floor */
  venda: Seis;
  pisoVenda: string;
  /** what a thousand miles cost the agency per tier, own and third-party accounts, and the cost floor */
  custo: Seis;
  custoProprio: string;
  custoTerceiros: string;
  pisoCusto: string;
};

/**
 * The starting miles table (R$ per thousand miles) of the airline programmes of the reference data: the
 * market's usual levels, cheaper per thousand as the volume grows. The agency edits it from the Milhas
 * screens; it must exist from the first start because every miles ticket is priced from it.
 */
export const TABELA_MILHAS_INICIAL: readonly LinhaMilhasSeed[] = [
  {
    programa: 'Smiles',
    classe: null,
    venda: ['26.00', '24.50', '23.00', '22.00', '21.50', '21.00'],
    pisoVenda: '19.00',
    custo: ['17.50', '17.00', '16.50', '16.00', '15.50', '15.00'],
    custoProprio: '16.50',
    custoTerceiros: '18.00',
    pisoCusto: '14.00',
  },
  {
    programa: 'LATAM Pass',
    classe: null,
    venda: ['38.00', '36.00', '34.00', '33.00', '32.00', '31.00'],
    pisoVenda: '29.00',
    custo: ['27.00', '26.50', '26.00', '25.50', '25.00', '24.50'],
    custoProprio: '25.80',
    custoTerceiros: '28.00',
    pisoCusto: '22.00',
  },
  {
    programa: 'LATAM Pass',
    classe: 'executiva',
    venda: ['44.00', '42.00', '40.00', '39.00', '38.00', '37.00'],
    pisoVenda: '34.00',
    custo: ['29.00', '28.50', '28.00', '27.50', '27.00', '26.50'],
    custoProprio: '27.80',
    custoTerceiros: '30.00',
    pisoCusto: '24.00',
  },
  {
    programa: 'TudoAzul',
    classe: null,
    venda: ['30.00', '28.50', '27.00', '26.00', '25.50', '25.00'],
    pisoVenda: '23.00',
    custo: ['21.00', '20.50', '20.00', '19.50', '19.00', '18.50'],
    custoProprio: '19.90',
    custoTerceiros: '22.00',
    pisoCusto: '17.00',
  },
  {
    programa: 'TAP Miles&Go',
    classe: null,
    venda: ['48.00', '46.00', '44.00', '42.00', '41.00', '40.00'],
    pisoVenda: '37.00',
    custo: ['34.00', '33.00', '32.50', '32.00', '31.00', '30.00'],
    custoProprio: '32.00',
    custoTerceiros: '35.00',
    pisoCusto: '28.00',
  },
  {
    programa: 'AAdvantage',
    classe: null,
    venda: ['95.00', '92.00', '89.00', '86.00', '84.00', '82.00'],
    pisoVenda: '76.00',
    custo: ['70.00', '69.00', '68.00', '67.00', '66.00', '65.00'],
    custoProprio: '68.00',
    custoTerceiros: '72.00',
    pisoCusto: '60.00',
  },
  {
    programa: 'Iberia Plus',
    classe: null,
    venda: ['62.00', '60.00', '58.00', '56.00', '55.00', '54.00'],
    pisoVenda: '50.00',
    custo: ['45.00', '44.00', '43.00', '42.00', '41.00', '40.00'],
    custoProprio: '43.00',
    custoTerceiros: '47.00',
    pisoCusto: '38.00',
  },
  {
    programa: 'Flying Blue',
    classe: null,
    venda: ['70.00', '68.00', '66.00', '64.00', '62.00', '60.00'],
    pisoVenda: '56.00',
    custo: ['50.00', '49.00', '48.00', '47.00', '46.00', '45.00'],
    custoProprio: '48.00',
    custoTerceiros: '52.00',
    pisoCusto: '42.00',
  },
];

/** The own-account discount (%) wallet tickets are costed at until validated purchases exist. */
export const DESAGIO_PROPRIO_INICIAL = '12.5';

const precos = (seis: Seis) => ({
  preco_1: seis[0],
  preco_2: seis[1],
  preco_3: seis[2],
  preco_4: seis[3],
  preco_5: seis[4],
  preco_6: seis[5],
});

/**
 * The pricing's configuration on every empty database: the own discount when it is missing, and the miles
 * table when it has never had a row and the loyalty programmes are loaded (a programme missing from the
 * reference data is skipped).
 */
export async function seedMilhas(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(parametros)
      .values({ chave: DESAGIO_PROPRIO, valor: DESAGIO_PROPRIO_INICIAL })
      .onConflictDoNothing();
    const existentes = await tx.select({ um: sql`1` }).from(tabela_milhas).limit(1);
    if (existentes.length > 0) return;
    const nomes = [...new Set(TABELA_MILHAS_INICIAL.map((linha) => linha.programa))];
    const doPrograma = new Map(
      (
        await tx
          .select({ id: programas.id, nome: programas.nome, cia: programas.cia_aerea_id })
          .from(programas)
          .where(inArray(programas.nome, nomes))
      ).map((p) => [p.nome, p]),
    );
    const linhas = TABELA_MILHAS_INICIAL.flatMap((linha) => {
      const programa = doPrograma.get(linha.programa);
      if (!programa) return [];
      const comum = { programa: programa.id, operado_por: programa.cia, classe: linha.classe };
      return [
        { ...comum, tipo: 'preco_de_venda' as const, ...precos(linha.venda), piso: linha.pisoVenda },
        {
          ...comum,
          tipo: 'custo' as const,
          ...precos(linha.custo),
          custo_proprio: linha.custoProprio,
          custo_terceiros: linha.custoTerceiros,
          piso: linha.pisoCusto,
        },
      ];
    });
    if (linhas.length > 0) await tx.insert(tabela_milhas).values(linhas);
  });
}
