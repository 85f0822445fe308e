import { formatMoney } from '@skyler/domain/formatters';
import { formatDate, formatId, hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import {
  emSilencio,
  LEMBRETE_TIPOS,
  type LembretesConfiguracao,
  type LembreteTipo,
  TEMPLATE_DO_LEMBRETE,
} from '@skyler/domain/mensagens';
import type { VendaStatus } from '@skyler/domain/vendas-regras';
import { and, eq, gte, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  contatos,
  documentos_contato,
  emissoes,
  emissoes_beneficiarios,
  lembretes,
  pagamentos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { enfileirarEmail } from '../../platform/email-fila.ts';
import { findLembretesConfiguracao, findWhatsappDoContato } from './mensagens.queries.ts';
import { enfileirarWhatsappTx } from './mensagens.service.ts';

const DIA_MS = 86_400_000;
/** An overdue payment is reminded of while it is at most this many days late (once per due date). */
const VENCIDO_ATE_DIAS = 7;
/** The passports checked are those of trips starting within this many days. */
const PASSAPORTE_JANELA_DIAS = 90;
const VOOS = ['emissao_voo_pagante', 'emissao_voo_milha', 'emissao_voo_wallet'] as const;
const VENDA_INATIVA: VendaStatus[] = ['cancelada', 'fechada'];

/** 'YYYY-MM-DD' plus `dias` (calendar days; negative goes back). */
export function somarDias(dia: string, dias: number): string {
  return new Date(Date.parse(`${dia}T12:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) in the agency's time zone at `agora`. */
export function horaNaAgencia(agora: Date): number {
  const hora = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(agora);
  return Number(hora) % 24;
}

/** One reminder due: what it is about and whom it goes to. */
export type LembreteDevido = {
  tipo: LembreteTipo;
  /** the object and date that make it once: `pagamento:12`, `emissao:40`, `contato:7` */
  objeto: string;
  data: string;
  venda: number | null;
  contato: number;
  assunto: string;
  texto: string;
  /** the template's body parameters, when the kind goes by WhatsApp */
  parametros: string[];
};

export const chaveDoLembrete = (l: Pick<LembreteDevido, 'tipo' | 'objeto' | 'data'>) =>
  `${l.tipo}:${l.objeto}:${l.data}`;

const nomeDe = (c: { nome: string | null; sobrenome: string | null }) =>
  [c.nome, c.sobrenome].filter(Boolean).join(' ');

/** The reminders due on `hoje` under the agency's settings (whether already sent is the key's business). */
export async function findLembretesDevidos(
  db: DbOrTx,
  hoje: string,
  config: LembretesConfiguracao,
): Promise<LembreteDevido[]> {
  const devidos: LembreteDevido[] = [];

  const abertos = await db
    .select({
      id: pagamentos.id,
      venda: pagamentos.venda,
      valor: pagamentos.valor,
      vencimento: pagamentos.data_vencimento,
      contato: sql<number>`coalesce(${pagamentos.responsavel_financeiro}, ${vendas.cliente})`,
    })
    .from(pagamentos)
    .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
    .where(
      and(
        eq(pagamentos.status, 'nao_efetuado'),
        notInArray(vendas.status, VENDA_INATIVA),
        gte(pagamentos.data_vencimento, somarDias(hoje, -VENCIDO_ATE_DIAS)),
        lte(pagamentos.data_vencimento, somarDias(hoje, config.dias_vencimento)),
        sql`coalesce(${pagamentos.responsavel_financeiro}, ${vendas.cliente}) is not null`,
      ),
    );
  for (const p of abertos) {
    if (!p.vencimento || p.contato === null) continue;
    const vencido = p.vencimento < hoje;
    const valor = formatMoney(p.valor);
    const quando = formatDate(p.vencimento);
    devidos.push({
      tipo: vencido ? 'pagamento_vencido' : 'pagamento_a_vencer',
      objeto: `pagamento:${p.id}`,
      data: p.vencimento,
      venda: p.venda,
      contato: Number(p.contato),
      assunto: vencido
        ? `Pagamento vencido em ${quando} — venda ${formatId(p.venda)}`
        : `Pagamento de ${valor} vence em ${quando} — venda ${formatId(p.venda)}`,
      texto: vencido
        ? `O pagamento de ${valor} da venda ${formatId(p.venda)} venceu em ${quando}. Se já pagou, desconsidere esta mensagem.`
        : `Lembrete: o pagamento de ${valor} da venda ${formatId(p.venda)} vence em ${quando}.`,
      parametros: [valor, quando, formatId(p.venda)],
    });
  }

  // the issuances of trips ahead: check-in of each flight, the start of each sale's trip, the passports
  const viagens = await db
    .select({
      id: emissoes.id,
      venda: emissoes.venda,
      tipo: emissoes.tipo,
      data_ida: emissoes.data_ida,
      localizador: emissoes.localizador,
      cliente: vendas.cliente,
    })
    .from(emissoes)
    .innerJoin(vendas, eq(vendas.id, emissoes.venda))
    .where(
      and(
        notInArray(emissoes.status, ['cancelada']),
        notInArray(vendas.status, VENDA_INATIVA),
        isNotNull(vendas.cliente),
        gte(emissoes.data_ida, hoje),
        lte(emissoes.data_ida, somarDias(hoje, PASSAPORTE_JANELA_DIAS)),
      ),
    );
  const inicioDaVenda = new Map<number, { data: string; cliente: number }>();
  for (const e of viagens) {
    if (!e.data_ida || e.cliente === null) continue;
    const atual = inicioDaVenda.get(e.venda);
    if (!atual || e.data_ida < atual.data)
      inicioDaVenda.set(e.venda, { data: e.data_ida, cliente: e.cliente });
    if ((VOOS as readonly string[]).includes(e.tipo) && e.data_ida <= somarDias(hoje, config.dias_checkin)) {
      const quando = formatDate(e.data_ida);
      const localizador = e.localizador ?? '';
      devidos.push({
        tipo: 'checkin',
        objeto: `emissao:${e.id}`,
        data: e.data_ida,
        venda: e.venda,
        contato: e.cliente,
        assunto: `Check-in aberto: voo de ${quando} — venda ${formatId(e.venda)}`,
        texto: `O check-in do voo de ${quando}${localizador ? ` (localizador ${localizador})` : ''} já pode ser feito no site ou no aplicativo da companhia aérea.`,
        parametros: [quando, localizador || '-'],
      });
    }
  }
  for (const [venda, { data, cliente }] of inicioDaVenda) {
    if (data > somarDias(hoje, config.dias_inicio_viagem)) continue;
    const quando = formatDate(data);
    devidos.push({
      tipo: 'inicio_viagem',
      objeto: `venda:${venda}`,
      data,
      venda,
      contato: cliente,
      assunto: `Sua viagem começa em ${quando} — venda ${formatId(venda)}`,
      texto: `Sua viagem começa em ${quando}. Confira no portal os vouchers, os bilhetes e os documentos. Boa viagem!`,
      parametros: [],
    });
  }

  // passengers whose newest passport expires before the trip's start plus the months countries ask for
  if (inicioDaVenda.size > 0) {
    const passageiros = await db
      .select({
        venda: emissoes.venda,
        passageiro: contatos.id,
        nome: contatos.nome,
        sobrenome: contatos.sobrenome,
        validade: sql<
          string | null
        >`(select max(${documentos_contato.data_validade})::text from ${documentos_contato}
          where ${documentos_contato.contato_id} = ${contatos.id} and ${documentos_contato.tipo} = 'passaporte')`,
      })
      .from(emissoes_beneficiarios)
      .innerJoin(emissoes, eq(emissoes.id, emissoes_beneficiarios.emissao))
      .innerJoin(contatos, eq(contatos.id, emissoes_beneficiarios.contato))
      .where(inArray(emissoes.venda, [...inicioDaVenda.keys()]));
    const vistos = new Set<string>();
    for (const p of passageiros) {
      const viagem = inicioDaVenda.get(p.venda);
      if (!viagem || !p.validade) continue;
      const limite = new Date(`${viagem.data}T12:00:00Z`);
      limite.setUTCMonth(limite.getUTCMonth() + config.meses_passaporte);
      if (p.validade >= limite.toISOString().slice(0, 10)) continue;
      const objeto = `contato:${p.passageiro}:venda:${p.venda}`;
      if (vistos.has(objeto)) continue;
      vistos.add(objeto);
      const nome = nomeDe(p);
      devidos.push({
        tipo: 'passaporte_vencendo',
        objeto,
        data: p.validade,
        venda: p.venda,
        contato: viagem.cliente,
        assunto: `Passaporte de ${nome} vence em ${formatDate(p.validade)} — venda ${formatId(p.venda)}`,
        texto: `O passaporte de ${nome} vence em ${formatDate(p.validade)}, antes dos ${config.meses_passaporte} meses de validade que muitos países pedem a partir da viagem de ${formatDate(viagem.data)}. Envie o passaporte novo pelo portal assim que o tiver.`,
        parametros: [nome, formatDate(p.validade)],
      });
    }
  }

  // birthdays of the clients of sales not cancelled
  const [, mes, dia] = hoje.split('-');
  const aniversariantes = await db
    .selectDistinctOn([contatos.id], {
      id: contatos.id,
      nome: contatos.nome,
      venda: vendas.id,
    })
    .from(contatos)
    .innerJoin(vendas, eq(vendas.cliente, contatos.id))
    .where(
      and(
        sql`to_char(${contatos.data_nascimento}, 'MM-DD') = ${`${mes}-${dia}`}`,
        notInArray(vendas.status, VENDA_INATIVA),
      ),
    )
    .orderBy(contatos.id, sql`${vendas.id} desc`);
  for (const c of aniversariantes) {
    devidos.push({
      tipo: 'aniversario',
      objeto: `contato:${c.id}`,
      data: hoje,
      venda: c.venda,
      contato: c.id,
      assunto: `Feliz aniversário, ${c.nome}!`,
      texto: `Feliz aniversário, ${c.nome}! Toda a equipe da agência deseja um ano cheio de boas viagens.`,
      parametros: [],
    });
  }
  return devidos;
}

async function emailDoContato(tx: DbOrTx, contato: number): Promise<string | null> {
  const [row] = await tx
    .select({ email: contatos.email, conta: usuarios.email, ativo: usuarios.ativo })
    .from(contatos)
    .leftJoin(usuarios, eq(usuarios.id, contatos.usuario_cliente))
    .where(eq(contatos.id, contato));
  if (!row) return null;
  return row.conta && row.ativo ? row.conta : (row.email ?? null);
}

/**
 * Sends one reminder once: its key is inserted first (a unique index), so of two processes, or two runs, one
 * writes it and sends; the other finds it and does nothing. E-mail to the client, WhatsApp where the kind has
 * an approved template and the client opted in. Answers whether it was sent now.
 */
export async function enviarLembreteTx(
  tx: DbOrTx,
  lembrete: LembreteDevido,
  options: { whatsappAtivo: boolean },
): Promise<boolean> {
  const email = await emailDoContato(tx, lembrete.contato);
  const template = TEMPLATE_DO_LEMBRETE[lembrete.tipo];
  const porWhatsapp =
    template !== null &&
    options.whatsappAtivo &&
    (await findWhatsappDoContato(tx, lembrete.contato)) !== null;
  // a client without an e-mail and without WhatsApp cannot be reminded: nothing is recorded as sent
  if (!email && !porWhatsapp) return false;
  const [row] = await tx
    .insert(lembretes)
    .values({
      chave: chaveDoLembrete(lembrete),
      tipo: lembrete.tipo,
      data: lembrete.data,
      venda: lembrete.venda,
      contato: lembrete.contato,
      descricao: lembrete.assunto,
      para: email ?? '',
    })
    .onConflictDoNothing({ target: lembretes.chave })
    .returning({ id: lembretes.id });
  if (!row) return false;
  const emailId = email
    ? await enfileirarEmail(tx, { to: email, subject: lembrete.assunto, text: lembrete.texto })
    : null;
  const whatsappId =
    template && porWhatsapp
      ? await enfileirarWhatsappTx(tx, {
          contato: lembrete.contato,
          venda: lembrete.venda,
          template,
          parametros: lembrete.parametros,
        })
      : null;
  await tx.update(lembretes).set({ email: emailId, whatsapp: whatsappId }).where(eq(lembretes.id, row.id));
  await createAuditLog(tx, {
    tipo: 'lembrete_enviado',
    usuario: null,
    venda: lembrete.venda,
    depois: { tipo: lembrete.tipo, data: lembrete.data, email: emailId, whatsapp: whatsappId },
    meta: {
      entidade: 'lembrete',
      id: row.id,
      chave: chaveDoLembrete(lembrete),
      label: LEMBRETE_TIPOS.label(lembrete.tipo),
    },
  });
  return true;
}

export type ResultadoLembretes = { silencio: boolean; enviados: number; devidos: number };

/**
 * One run of the reminders at `agora`: nothing while switched off or in the agency's quiet hours (they wait for
 * the next run after them); else every reminder due, each in its own transaction.
 */
export async function enviarLembretes(
  db: Db,
  options: { agora: Date; whatsappAtivo: boolean },
): Promise<ResultadoLembretes> {
  const config = await findLembretesConfiguracao(db);
  if (!config.ativo || emSilencio(horaNaAgencia(options.agora), config)) {
    return { silencio: true, enviados: 0, devidos: 0 };
  }
  // a kind the agency switched off is neither sent nor recorded: switched on again, it goes while still due
  const devidos = (await findLembretesDevidos(db, hojeNaAgencia(options.agora), config)).filter(
    (lembrete) => config.tipos[lembrete.tipo],
  );
  let enviados = 0;
  for (const lembrete of devidos) {
    if (await db.transaction((tx) => enviarLembreteTx(tx, lembrete, options))) enviados++;
  }
  return { silencio: false, enviados, devidos: devidos.length };
}
