import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  cias_aereas,
  fornecedores,
  fornecedores_provedores,
  programas,
  provedores,
} from '../schema/index.ts';
import type { createRandom } from './contatos-demo.ts';

type Random = ReturnType<typeof createRandom>;

export type ProvedorDemo = { id: number; nome: string; cia: number | null };

/** What the demo's quotes and services draw on: providers by kind, their suppliers, programmes and airlines. */
export type CatalogoDemo = {
  provedoresPorTipo: Map<string, ProvedorDemo[]>;
  fornecedoresDoProvedor: Map<number, number[]>;
  todosFornecedores: number[];
  programa: Map<string, number>;
  cia: Map<string, number>;
};

/** The catalogue, with the supplier–provider pairs as read (in the database's order). */
export async function carregarCatalogoDemo(
  tx: DbOrTx,
): Promise<CatalogoDemo & { associacoes: { fornecedor_id: number; provedor_id: number }[] }> {
  const listaProvedores = await tx
    .select({
      id: provedores.id,
      nome: provedores.nome,
      tipo: provedores.tipo_servico,
      cia: provedores.cia_aerea_id,
    })
    .from(provedores)
    .orderBy(asc(provedores.id));
  const associacoes = await tx.select().from(fornecedores_provedores);
  const listaFornecedores = await tx
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .orderBy(asc(fornecedores.id));
  const listaProgramas = await tx.select({ id: programas.id, nome: programas.nome }).from(programas);
  const cias = await tx
    .select({ id: cias_aereas.id, iata: cias_aereas.iata })
    .from(cias_aereas)
    .where(inArray(cias_aereas.iata, ['LA', 'G3', 'AD', 'TP']))
    .orderBy(asc(cias_aereas.id));
  const provedoresPorTipo = new Map<string, ProvedorDemo[]>();
  for (const p of listaProvedores)
    provedoresPorTipo.set(p.tipo, [...(provedoresPorTipo.get(p.tipo) ?? []), p]);
  const fornecedoresDoProvedor = new Map<number, number[]>();
  for (const a of associacoes)
    fornecedoresDoProvedor.set(a.provedor_id, [
      ...(fornecedoresDoProvedor.get(a.provedor_id) ?? []),
      a.fornecedor_id,
    ]);
  const cia = new Map<string, number>();
  for (const c of cias) if (c.iata && !cia.has(c.iata)) cia.set(c.iata, c.id);
  return {
    associacoes,
    provedoresPorTipo,
    fornecedoresDoProvedor,
    todosFornecedores: listaFornecedores.map((f) => f.id),
    programa: new Map(listaProgramas.map((p) => [p.nome, p.id])),
    cia,
  };
}

/** An amount in reais between two whole values, ending in .00, .50 or .90. */
export const reais = (random: Random, min: number, max: number) =>
  `${random.int(min, max)}.${random.pick(['00', '50', '90'])}`;

/** The IATA code of a place written as "City (XXX)", GRU when it has none. */
export const iata = (local: string) => /\(([A-Z]{3})\)/.exec(local)?.[1] ?? 'GRU';

/** A supplier that sells the provider, or any supplier when none does (null when there is none at all). */
export function fornecedorDe(random: Random, catalogo: CatalogoDemo, provedor: number | null): number | null {
  const vendem = provedor === null ? [] : (catalogo.fornecedoresDoProvedor.get(provedor) ?? []);
  if (vendem.length > 0) return random.pick(vendem);
  return catalogo.todosFornecedores.length > 0 ? random.pick(catalogo.todosFornecedores) : null;
}
