import { z } from 'zod';
import { normalizarBusca } from './busca.ts';

/**
 * The countries of the Schengen area (ISO 3166-1 alpha-2), 29 since Bulgaria and Romania joined fully on
 * 1 January 2025. Source: European Commission, Migration and Home Affairs, "Schengen Area"
 * (https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en). A third-country
 * national's travel document must be valid at least three months after the intended date of departure from
 * the area: Regulation (EU) 2016/399 (Schengen Borders Code), art. 6(1)(a)(i).
 */
// biome-ignore format: the codes read as a list
export const PAISES_SCHENGEN: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IS',
  'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** months a passport must stay valid after the return of an international trip */
export const MESES_VALIDADE_APOS_VOLTA = 6;
/** months a passport must stay valid after leaving the Schengen area */
export const MESES_VALIDADE_APOS_SCHENGEN = 3;
export const MAIORIDADE_ANOS = 18;

/** What a passenger's record says about their documents (`data_*` are 'YYYY-MM-DD'). */
export type PassageiroDocumentos = {
  id: number;
  nome: string;
  sobrenome: string | null;
  data_nascimento: string | null;
  cpf: string | null;
  /** the newest RG's number, null without one */
  rg: string | null;
  passaporte: { numero: string; data_validade: string | null; nome: string | null } | null;
  /** a foreigner may show the passport where a Brazilian shows CPF or RG */
  estrangeiro: boolean;
  /** the contact this one is related to and how (contatos.relacao, contatos.tipo_relacao) */
  relacao: number | null;
  tipo_relacao: string | null;
};

/** One leg: the countries (ISO alpha-2, null when the airport is unknown) and its departure day. */
export type PernaDocumentos = { origem_pais: string | null; destino_pais: string | null; data: string };

/** The trip: its legs in order and everyone travelling on it (for the minors' parents). */
export type ViagemDocumentos = {
  pernas: readonly PernaDocumentos[];
  passageiros: readonly Pick<PassageiroDocumentos, 'id' | 'relacao' | 'tipo_relacao'>[];
};

export const AVISOS_DOCUMENTOS = {
  passaporte_ausente: 'Viagem internacional sem passaporte cadastrado.',
  passaporte_validade: 'O passaporte vence antes de seis meses após a volta.',
  passaporte_schengen: 'O passaporte vence antes de três meses após a saída do espaço Schengen.',
  nome_passaporte_ausente: 'Registre o nome como está no passaporte.',
  nome_passaporte_diferente: 'O nome do cadastro difere do nome no passaporte.',
  nascimento_ausente: 'Data de nascimento não cadastrada.',
  documento_nacional_ausente: 'Viagem nacional sem CPF nem RG cadastrado.',
  menor_sem_pais: 'Menor de 18 anos viajando sem os dois pais: confira a autorização de viagem.',
} as const;
export type CodigoAvisoDocumento = keyof typeof AVISOS_DOCUMENTOS;
export const CODIGOS_AVISO_DOCUMENTO = Object.keys(AVISOS_DOCUMENTOS) as [
  CodigoAvisoDocumento,
  ...CodigoAvisoDocumento[],
];

export type AvisoDocumento = { codigo: CodigoAvisoDocumento; mensagem: string };

const aviso = (codigo: CodigoAvisoDocumento): AvisoDocumento => ({
  codigo,
  mensagem: AVISOS_DOCUMENTOS[codigo],
});

/** 'YYYY-MM-DD' plus whole months, the day clamped to the month's end (31 Aug + 6 months = 28/29 Feb). */
export function somarMeses(data: string, meses: number): string {
  const [ano = 0, mes = 1, dia = 1] = data.slice(0, 10).split('-').map(Number);
  const total = ano * 12 + (mes - 1) + meses;
  const novoAno = Math.floor(total / 12);
  const novoMes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(novoAno, novoMes, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(novoAno, 4)}-${pad(novoMes)}-${pad(Math.min(dia, ultimo))}`;
}

/** Whole years of age on a day ('YYYY-MM-DD'). */
export function idadeEm(nascimento: string, dia: string): number {
  const [an = 0, mn = 0, dn = 0] = nascimento.slice(0, 10).split('-').map(Number);
  const [ad = 0, md = 0, dd = 0] = dia.slice(0, 10).split('-').map(Number);
  return ad - an - (md < mn || (md === mn && dd < dn) ? 1 : 0);
}

/** Whether a relation's words name a parent or a child (the contacts' free `tipo_relacao`: 'Pai', 'Mãe', 'Filho(a)'). */
const ehPaiOuMae = (tipo: string | null) => /\b(pai|mae)\b/.test(normalizarBusca(tipo));
const ehFilho = (tipo: string | null) => /\bfilh/.test(normalizarBusca(tipo));

/**
 * How many of the trip's other passengers are recorded as the minor's parents: a contact links one other
 * (`relacao` with `tipo_relacao`), so a parent is a co-traveller the minor names 'Pai'/'Mãe' or who names the
 * minor 'Filho(a)'.
 */
function paisNaViagem(passageiro: PassageiroDocumentos, viagem: ViagemDocumentos): number {
  const pais = new Set<number>();
  for (const outro of viagem.passageiros) {
    if (outro.id === passageiro.id) continue;
    if (passageiro.relacao === outro.id && ehPaiOuMae(passageiro.tipo_relacao)) pais.add(outro.id);
    if (outro.relacao === passageiro.id && ehFilho(outro.tipo_relacao)) pais.add(outro.id);
  }
  return pais.size;
}

/**
 * The last day spent in the Schengen area on each stay: the departure of the leg that leaves it for a country
 * outside, or the trip's last day when it never leaves. Null when the trip never enters it.
 */
export function saidaDoSchengen(pernas: readonly PernaDocumentos[]): string | null {
  let saida: string | null = null;
  let dentro = false;
  for (const perna of pernas) {
    const origem = perna.origem_pais !== null && PAISES_SCHENGEN.has(perna.origem_pais);
    const destino = perna.destino_pais !== null && PAISES_SCHENGEN.has(perna.destino_pais);
    if (destino) dentro = true;
    if (origem && !destino) {
      saida = perna.data;
      dentro = false;
    }
  }
  const ultima = pernas.at(-1);
  return dentro && ultima ? ultima.data : saida;
}

/** A trip leaves Brazil when any known country of its legs is another. */
export const ehInternacional = (pernas: readonly PernaDocumentos[]) =>
  pernas.some((p) => [p.origem_pais, p.destino_pais].some((pais) => pais !== null && pais !== 'BR'));

/**
 * The warnings about one passenger's documents for a trip (decision 0076). International: a passport valid six
 * months after the return (the last leg's day) and three months after leaving the Schengen area, its name as
 * the record's, a birth date. Domestic: CPF or RG (a foreigner's passport counts) and a birth date. A minor
 * (under 18 on the first leg's day) whose two parents are not among the passengers is flagged. A trip without
 * legs checks nothing.
 */
export function verificarDocumentosViagem(
  passageiro: PassageiroDocumentos,
  viagem: ViagemDocumentos,
): AvisoDocumento[] {
  const pernas = [...viagem.pernas].sort((a, b) => a.data.localeCompare(b.data));
  const ida = pernas[0]?.data;
  const volta = pernas.at(-1)?.data;
  if (!ida || !volta) return [];
  const avisos: AvisoDocumento[] = [];
  const passaporte = passageiro.passaporte;
  if (ehInternacional(pernas)) {
    if (!passaporte) avisos.push(aviso('passaporte_ausente'));
    else {
      const validade = passaporte.data_validade;
      if (!validade || validade < somarMeses(volta, MESES_VALIDADE_APOS_VOLTA))
        avisos.push(aviso('passaporte_validade'));
      const saida = saidaDoSchengen(pernas);
      if (saida && (!validade || validade < somarMeses(saida, MESES_VALIDADE_APOS_SCHENGEN)))
        avisos.push(aviso('passaporte_schengen'));
      if (!passaporte.nome?.trim()) avisos.push(aviso('nome_passaporte_ausente'));
      else if (normalizarBusca(passaporte.nome) !== normalizarBusca(passageiro.nome, passageiro.sobrenome))
        avisos.push(aviso('nome_passaporte_diferente'));
    }
  } else {
    const temDocumento =
      Boolean(passageiro.cpf?.trim()) ||
      Boolean(passageiro.rg?.trim()) ||
      (passageiro.estrangeiro && passaporte !== null);
    if (!temDocumento) avisos.push(aviso('documento_nacional_ausente'));
  }
  if (!passageiro.data_nascimento) avisos.push(aviso('nascimento_ausente'));
  else if (idadeEm(passageiro.data_nascimento, ida) < MAIORIDADE_ANOS && paisNaViagem(passageiro, viagem) < 2)
    avisos.push(aviso('menor_sem_pais'));
  return avisos;
}

// ——— what the API answers and takes ———

export const ZAvisoDocumento = z.object({
  codigo: z.enum(CODIGOS_AVISO_DOCUMENTO),
  mensagem: z.string(),
});

/** One passenger's warnings on a quote or an issuance. */
export const ZAvisosPassageiro = z.object({
  contato: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() }),
  avisos: z.array(ZAvisoDocumento),
});
export type AvisosPassageiro = z.infer<typeof ZAvisosPassageiro>;

export const JUSTIFICATIVA_DOCUMENTOS_MIN = 10;
export const JUSTIFICATIVA_DOCUMENTOS_MAX = 1000;

export const DOCUMENTOS_MESSAGES = {
  justificativaObrigatoria:
    'Há avisos nos documentos dos passageiros: registre a justificativa para concluir a emissão.',
  justificativaCurta: `A justificativa precisa de pelo menos ${JUSTIFICATIVA_DOCUMENTOS_MIN} caracteres.`,
  justificativaLonga: `A justificativa pode ter até ${JUSTIFICATIVA_DOCUMENTOS_MAX} caracteres.`,
  semAvisos: 'Documentos conferidos: nenhum aviso.',
} as const;

/** The issuer's reason to conclude despite the warnings: optional in the body, required by the server when any. */
export const ZJustificativaDocumentos = z
  .string()
  .trim()
  .max(JUSTIFICATIVA_DOCUMENTOS_MAX, DOCUMENTOS_MESSAGES.justificativaLonga)
  .refine((t) => t === '' || t.length >= JUSTIFICATIVA_DOCUMENTOS_MIN, DOCUMENTOS_MESSAGES.justificativaCurta)
  .nullish()
  .transform((t) => t || null);
