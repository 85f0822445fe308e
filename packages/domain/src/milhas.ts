import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { CLASSES_CABINE } from './orcamentos.ts';
import type { LinhaTabelaMilhas } from './precos/calculo-cotacao.ts';

/** A miles table row is either the agency's sale price or its own cost (part 2 §3). */
export const TIPOS_TABELA_MILHAS = defineEnum({
  preco_de_venda: { label: 'Preço de venda' },
  custo: { label: 'Custo' },
});

// ——— the miles table as the API answers it (GET /api/milhas/) and the wallet discount ———

export const MILHAS_TABELA_MESSAGES = {
  desagioProprioNaoEncontrado: 'Deságio próprio não encontrado',
} as const;

export const ZTabelaMilhasQuery = z.object({ tipo: z.enum(TIPOS_TABELA_MILHAS.values).optional() });

const ZPreco = z.string().nullable();

/** A current row of the miles table (part 1 §3, part 2 §3): prices per thousand miles as decimal strings. */
export const ZLinhaTabelaMilhasView = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_TABELA_MILHAS.values),
  programa: z.object({ id: z.number().int(), nome: z.string() }),
  operado_por: z.object({ id: z.number().int(), nome: z.string(), nome_resumido: z.string() }).nullable(),
  /** null: the row serves every class */
  classe: z.enum(CLASSES_CABINE.values).nullable(),
  /** six prices, one per volume tier (up to 5,000; 20,000; 50,000; 100,000; 200,000; above) */
  precos: z.array(ZPreco),
  custo_proprio: ZPreco,
  custo_terceiros: ZPreco,
  piso: ZPreco,
  created_at: z.string(),
  archived_at: z.string().nullable(),
});
export type LinhaTabelaMilhasView = z.infer<typeof ZLinhaTabelaMilhasView>;

/** GET /api/milhas-validadas/desagio_compra/: the average purchase discount (%), e.g. "12.50" */
export const ZDesagioCompra = z.object({ desagio_compra: z.string() });

/** A row of the API as the pricing (`calcularCotacao`) reads it. */
export function linhaParaCalculo(linha: LinhaTabelaMilhasView): LinhaTabelaMilhas {
  return {
    programa: linha.programa.id,
    tipo: linha.tipo,
    classe: linha.classe,
    precos: linha.precos,
    custo_proprio: linha.custo_proprio,
    custo_terceiros: linha.custo_terceiros,
    piso: linha.piso,
  };
}
