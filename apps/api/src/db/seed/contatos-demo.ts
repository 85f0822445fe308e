import { ZContatoRequest } from '@skyler/domain/contatos';
import { ZEmpresaRequest } from '@skyler/domain/empresas';
import { asc, eq, inArray } from 'drizzle-orm';
import { contatoValores } from '../../modules/contatos/contatos.service.ts';
import { empresaValores } from '../../modules/empresas/empresas.service.ts';
import type { DbOrTx } from '../client.ts';
import {
  contatos,
  contatos_empresas,
  documentos_contato,
  empresas,
  fidelidades,
  programas,
  usuarios,
} from '../schema/index.ts';
import { CONTATO_AGENCIA } from './contatos.ts';
import {
  COMPLEMENTOS,
  DOMINIOS_EMAIL,
  EMPRESAS_DEMO,
  ENDERECOS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  OBSERVACOES,
  OCASIOES,
  SOBRENOMES,
  TIPOS_RELACAO,
} from './contatos-demo-data.ts';

export const CONTATOS_DEMO = 300;
const LOTE = 50;

/** A small seeded generator (mulberry32), so the demo is the same on every start. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, digits, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof createRandom>;

/** Check digit of the Receita Federal's modulo-11 rule, with weights counting down to 2 (then 9 for CNPJ). */
function digitoVerificador(base: string, pesos: number[]): string {
  const soma = [...base].reduce((total, digito, i) => total + Number(digito) * (pesos[i] ?? 0), 0);
  const resto = soma % 11;
  return String(resto < 2 ? 0 : 11 - resto);
}

export function gerarCpf(random: Random): string {
  let base = random.digits(9);
  while (/^(\d)\1+$/.test(base)) base = random.digits(9);
  const d1 = digitoVerificador(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador(base + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + d1 + d2;
}

export function gerarCnpj(random: Random): string {
  const base = `${random.digits(8)}0001`;
  const d1 = digitoVerificador(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + d1 + d2;
}

const slug = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const dataIso = (date: Date) => date.toISOString().slice(0, 10);
const DIA_MS = 86_400_000;

/** A mobile number of the city's area code: 9 and 8 digits. */
const celular = (random: Random, ddd: string) => `${ddd}9${random.int(6, 9)}${random.digits(7)}`;

/** The contact form of one demo person, as the API would receive it. */
function contatoDemo(random: Random, { indicacao, cpfs }: { indicacao: number; cpfs: Set<string> }) {
  const feminino = random.chance(0.5);
  const nome = random.pick(feminino ? NOMES_FEMININOS : NOMES_MASCULINOS);
  const sobrenome = `${random.pick(SOBRENOMES)} ${random.pick(SOBRENOMES)}`;
  const [cidade, estado, ddd, cep, bairro, logradouro] = random.pick(ENDERECOS);
  const estrangeiro = random.chance(0.04);
  let cpf: string | null = null;
  if (!estrangeiro) {
    do cpf = gerarCpf(random);
    while (cpfs.has(cpf));
    cpfs.add(cpf);
  }
  const primeiroSobrenome = sobrenome.split(' ')[0] ?? '';
  const email = `${slug(nome)}.${slug(primeiroSobrenome)}${random.int(1, 99)}@${random.pick(DOMINIOS_EMAIL)}`;
  const nascimento = new Date(Date.UTC(random.int(1950, 2006), random.int(0, 11), random.int(1, 28)));
  const tierSorteado = random.next();
  return {
    nome,
    sobrenome,
    indicacao,
    cpf,
    email,
    telefone: { pais: 'BR', codigo: '55', numero: celular(random, ddd) },
    data_nascimento: dataIso(nascimento),
    genero: feminino ? 'F' : 'M',
    tier: tierSorteado < 0.1 ? 'VIP' : tierSorteado < 0.3 ? '1' : tierSorteado < 0.5 ? '2' : null,
    perfil: random.pick([
      'contato_basico',
      'passageiro_nacional',
      'passageiro_nacional',
      'passageiro_internacional',
      'responsavel_financeiro',
      'portador_programa_fidelidade',
    ] as const),
    cliente_estrangeiro: estrangeiro,
    endereco: {
      cep,
      estado,
      cidade,
      bairro,
      logradouro,
      numero: String(random.int(10, 3500)),
      complemento: random.pick(COMPLEMENTOS),
    },
    extras: {
      instagram: random.chance(0.3) ? `@${slug(nome)}.${slug(primeiroSobrenome)}` : null,
      linkedin: random.chance(0.15) ? `linkedin.com/in/${slug(nome)}-${slug(primeiroSobrenome)}` : null,
      ocasiao: random.chance(0.1) ? random.pick(OCASIOES) : null,
      data_especial: random.chance(0.1)
        ? dataIso(new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))))
        : null,
      observacoes: random.chance(0.2) ? random.pick(OBSERVACOES) : null,
    },
  };
}

/**
 * Demo contacts and companies: a few hundred people in real cities with valid CPFs and phones, some VIP,
 * some with loyalty accounts, passports, RG or CNH, linked to dozens of companies. Every record goes through
 * the API's schema, so demo data is valid data; the generator is seeded, so the demo is stable.
 */
export async function seedContatosDemo(tx: DbOrTx, { quantidade = CONTATOS_DEMO } = {}): Promise<void> {
  const random = createRandom(20_260_522);
  const [agencia] = await tx
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.nome_busca, CONTATO_AGENCIA.nome_busca))
    .orderBy(asc(contatos.id))
    .limit(1);
  if (!agencia) throw new Error('agency contact missing: seed it before the demo contacts');
  const autores = (
    await tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(inArray(usuarios.username, ['admin', 'consultor', 'sdr']))
  ).map((row) => row.id);
  const agora = Date.now();

  const cpfs = new Set<string>();
  const ids: number[] = [];
  // in batches: a contact's referral and relation are contacts of earlier batches
  for (let inicio = 0; inicio < quantidade; inicio += LOTE) {
    const lote = Array.from({ length: Math.min(LOTE, quantidade - inicio) }, () => {
      const indicacao = ids.length > 0 && random.chance(0.6) ? random.pick(ids) : agencia.id;
      const form = contatoDemo(random, { indicacao, cpfs });
      const relacao = ids.length > 0 && random.chance(0.12) ? random.pick(ids) : null;
      const data = ZContatoRequest.parse({
        ...form,
        extras: { ...form.extras, relacao, tipo_relacao: relacao ? random.pick(TIPOS_RELACAO) : null },
      });
      const criadoEm = new Date(agora - random.int(1, 730) * DIA_MS);
      const autor = autores.length ? random.pick(autores) : null;
      return {
        ...contatoValores(data),
        created_by: autor,
        last_edited_by: autor,
        created_at: criadoEm,
        updated_at: new Date(criadoEm.getTime() + random.int(0, 60) * DIA_MS),
      };
    });
    const rows = await tx.insert(contatos).values(lote).returning({ id: contatos.id });
    ids.push(...rows.map((row) => row.id));
  }

  await seedDocumentosDemo(tx, random, ids);
  await seedFidelidadesDemo(tx, random, ids);
  await seedEmpresasDemo(tx, random, { contatos: ids, autores, indicacao: agencia.id });
}

async function seedDocumentosDemo(tx: DbOrTx, random: Random, ids: number[]) {
  const documentos: (typeof documentos_contato.$inferInsert)[] = [];
  for (const contatoId of ids) {
    if (random.chance(0.25)) {
      const emissao = new Date(Date.UTC(random.int(2017, 2025), random.int(0, 11), random.int(1, 28)));
      const validade = new Date(emissao);
      validade.setUTCFullYear(emissao.getUTCFullYear() + 10);
      documentos.push({
        contato_id: contatoId,
        tipo: 'passaporte',
        numero: `${random.pick(['FX', 'GA', 'YB'])}${random.digits(6)}`,
        data_emissao: dataIso(emissao),
        data_validade: dataIso(validade),
        pais: 'Brasil',
      });
    }
    if (random.chance(0.3)) {
      documentos.push({
        contato_id: contatoId,
        tipo: 'rg',
        numero: random.digits(9),
        data_emissao: dataIso(
          new Date(Date.UTC(random.int(2000, 2024), random.int(0, 11), random.int(1, 28))),
        ),
        orgao_emissor: random.pick(['SSP/SP', 'SSP/MG', 'DETRAN/RJ', 'SSP/PR', 'SSP/BA']),
      });
    }
    if (random.chance(0.15)) {
      documentos.push({
        contato_id: contatoId,
        tipo: 'cnh',
        numero: random.digits(11),
        data_validade: dataIso(
          new Date(Date.UTC(random.int(2026, 2034), random.int(0, 11), random.int(1, 28))),
        ),
        categoria: random.pick(['A', 'B', 'B', 'D']),
      });
    }
  }
  if (documentos.length) await tx.insert(documentos_contato).values(documentos);
}

async function seedFidelidadesDemo(tx: DbOrTx, random: Random, ids: number[]) {
  const lista = await tx
    .select({ id: programas.id, nome: programas.nome })
    .from(programas)
    .where(inArray(programas.nome, ['Smiles', 'LATAM Pass', 'TudoAzul', 'Livelo', 'TAP Miles&Go']));
  if (lista.length === 0) return;
  const titulares = await tx
    .select({ id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome })
    .from(contatos)
    .where(inArray(contatos.id, ids));
  const contas: (typeof fidelidades.$inferInsert)[] = [];
  for (const titular of titulares) {
    if (!random.chance(0.25)) continue;
    const escolhidos = new Set([random.pick(lista), random.pick(lista)]);
    for (const programa of escolhidos) {
      contas.push({
        programa_id: programa.id,
        contato_id: titular.id,
        titular: `${titular.nome} ${titular.sobrenome}`,
        numero_id_conta: random.digits(random.int(9, 12)),
        conta_propria: false,
      });
    }
  }
  if (contas.length) await tx.insert(fidelidades).values(contas);
}

async function seedEmpresasDemo(
  tx: DbOrTx,
  random: Random,
  { contatos: ids, autores, indicacao }: { contatos: number[]; autores: number[]; indicacao: number },
) {
  const valores = EMPRESAS_DEMO.map(([nome, razao_social]) => {
    const [, , ddd] = random.pick(ENDERECOS);
    const dominio = `${slug(nome).slice(0, 18)}.com.br`;
    const data = ZEmpresaRequest.parse({
      nome,
      razao_social,
      cnpj: gerarCnpj(random),
      email: `contato@${dominio}`,
      telefone: { pais: 'BR', codigo: '55', numero: `${ddd}3${random.digits(7)}` },
      indicacao: ids.length && random.chance(0.5) ? random.pick(ids) : indicacao,
      tier: random.chance(0.15) ? 'VIP' : random.chance(0.4) ? '1' : '2',
      observacoes: random.chance(0.3)
        ? 'Faturamento mensal; enviar notas para o financeiro da empresa.'
        : null,
    });
    const autor = autores.length ? random.pick(autores) : null;
    return { ...empresaValores(data), created_by: autor, last_edited_by: autor };
  });
  const rows = await tx.insert(empresas).values(valores).returning({ id: empresas.id });
  if (ids.length === 0) return;
  const ligacoes = rows.flatMap((row) => {
    const ligados = new Set(Array.from({ length: random.int(1, 4) }, () => random.pick(ids)));
    return [...ligados].map((contato_id) => ({ contato_id, empresa_id: row.id }));
  });
  await tx.insert(contatos_empresas).values(ligacoes);
}
