import {
  LEMBRETE_TIPOS,
  type LembreteEnviado,
  type LembretesConfiguracao,
  type LembretesTipos,
  type Mensagem,
  type WhatsappMensagem,
} from '@skyler/domain/mensagens';
import { and, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  contatos,
  lembretes,
  lembretes_configuracao,
  mensagens_cliente,
  preferencias_cliente,
  usuarios,
  vendas,
  whatsapp_mensagens,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

type MensagemRow = typeof mensagens_cliente.$inferSelect;

/** A message as both sides read it: the agency's author by first name, the client by their name. */
export function mensagemDe(row: MensagemRow, autor: string | null): Mensagem {
  return {
    id: row.id,
    venda: row.venda,
    texto: row.texto,
    origem: row.origem,
    autor,
    created_at: row.created_at.toISOString(),
  };
}

/** The conversation of a sale with its client, oldest first. */
export async function findMensagens(db: DbOrTx, venda: number): Promise<Mensagem[]> {
  const rows = await db
    .select({ m: mensagens_cliente, nome: usuarios.nome })
    .from(mensagens_cliente)
    .leftJoin(usuarios, eq(usuarios.id, mensagens_cliente.autor))
    .where(eq(mensagens_cliente.venda, venda))
    .orderBy(mensagens_cliente.id);
  return rows.map((r) => mensagemDe(r.m, r.nome));
}

/** The latest message of one side (the client's or the agency's) of a sale that told the other by e-mail. */
export async function findUltimaMensagemComEmail(
  db: DbOrTx,
  options: { venda: number; origens: readonly MensagemRow['origem'][] },
) {
  const [row] = await db
    .select({ email: mensagens_cliente.email })
    .from(mensagens_cliente)
    .where(
      and(
        eq(mensagens_cliente.venda, options.venda),
        inArray(mensagens_cliente.origem, [...options.origens]),
        isNotNull(mensagens_cliente.email),
      ),
    )
    .orderBy(desc(mensagens_cliente.id))
    .limit(1);
  return row?.email ?? null;
}

/** Who a sale's conversation concerns: its client (the contact, their account) and its consultant. */
export async function findPartesDaVenda(db: DbOrTx, venda: number) {
  const [row] = await db
    .select({
      id: vendas.id,
      status: vendas.status,
      consultor: vendas.consultor,
      consultor_email: usuarios.email,
      cliente: contatos.id,
      cliente_nome: contatos.nome,
      cliente_sobrenome: contatos.sobrenome,
      cliente_email: contatos.email,
      cliente_usuario: contatos.usuario_cliente,
    })
    .from(vendas)
    .leftJoin(usuarios, eq(usuarios.id, vendas.consultor))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .where(eq(vendas.id, venda));
  if (!row) return null;
  const [conta] = row.cliente_usuario
    ? await db
        .select({ email: usuarios.email, ativo: usuarios.ativo })
        .from(usuarios)
        .where(eq(usuarios.id, row.cliente_usuario))
    : [];
  return {
    ...row,
    /** the client's address: their account's when they have one (they read the portal), else the contact's */
    email_cliente: conta?.ativo ? conta.email : (row.cliente_email ?? null),
  };
}

export async function findPreferenciasCliente(db: DbOrTx, usuario: number) {
  const [row] = await db.select().from(preferencias_cliente).where(eq(preferencias_cliente.usuario, usuario));
  return row ?? null;
}

/** The WhatsApp number of a contact whose account opted in; null when it did not (nothing is sent then). */
export async function findWhatsappDoContato(db: DbOrTx, contato: number): Promise<string | null> {
  const [row] = await db
    .select({ telefone: preferencias_cliente.telefone })
    .from(contatos)
    .innerJoin(preferencias_cliente, eq(preferencias_cliente.usuario, contatos.usuario_cliente))
    .where(
      and(
        eq(contatos.id, contato),
        eq(preferencias_cliente.whatsapp, true),
        isNotNull(preferencias_cliente.telefone),
      ),
    );
  return row?.telefone ?? null;
}

/**
 * The sale a WhatsApp reply from `telefone` belongs to: the account that opted in with that number, its
 * contact, and of the contact's sales the latest open one (proposta), else the latest concluded one (a trip
 * under way); a cancelled sale never. Null when the number or such a sale is unknown.
 */
export async function findVendaDoWhatsapp(db: DbOrTx, telefone: string) {
  const [row] = await db
    .select({ venda: vendas.id, contato: contatos.id })
    .from(preferencias_cliente)
    .innerJoin(contatos, eq(contatos.usuario_cliente, preferencias_cliente.usuario))
    .innerJoin(vendas, eq(vendas.cliente, contatos.id))
    .where(
      and(eq(preferencias_cliente.telefone, telefone), notInArray(vendas.status, ['cancelada', 'fechada'])),
    )
    .orderBy(sql`(${vendas.status} = 'proposta') desc`, desc(vendas.id))
    .limit(1);
  return row ?? null;
}

/** The reminders sent about a sale, newest first. */
export async function findLembretesDaVenda(db: DbOrTx, venda: number): Promise<LembreteEnviado[]> {
  const rows = await db
    .select()
    .from(lembretes)
    .where(eq(lembretes.venda, venda))
    .orderBy(desc(lembretes.id));
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo,
    data: r.data,
    descricao: r.descricao,
    para: r.para,
    canais: [...(r.email ? (['email'] as const) : []), ...(r.whatsapp ? (['whatsapp'] as const) : [])],
    created_at: r.created_at.toISOString(),
  }));
}

export const WHATSAPP_PAGE_SIZE = 20;

/** The WhatsApp log, both ways, newest first; a sale's alone with `venda`. */
export async function findWhatsappPage(
  db: DbOrTx,
  options: { page: number; venda?: number | undefined },
): Promise<Page<WhatsappMensagem>> {
  const where = options.venda === undefined ? undefined : eq(whatsapp_mensagens.venda, options.venda);
  return paginate({
    page: options.page,
    pageSize: WHATSAPP_PAGE_SIZE,
    rows: async (limit, offset) => {
      const rows = await db
        .select()
        .from(whatsapp_mensagens)
        .where(where)
        .orderBy(desc(whatsapp_mensagens.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        para: r.para,
        template: r.template,
        texto: r.texto,
        status: r.status,
        tentativas: r.tentativas,
        ultimo_erro: r.ultimo_erro,
        venda: r.venda,
        created_at: r.created_at.toISOString(),
        enviado_em: r.enviado_em?.toISOString() ?? null,
      }));
    },
    count: async () => {
      const [row] = await db.select({ n: count() }).from(whatsapp_mensagens).where(where);
      return row?.n ?? 0;
    },
  });
}

const TODOS_LIGADOS = Object.fromEntries(LEMBRETE_TIPOS.values.map((tipo) => [tipo, true])) as LembretesTipos;

export const LEMBRETES_CONFIGURACAO_PADRAO: LembretesConfiguracao = {
  ativo: true,
  tipos: TODOS_LIGADOS,
  dias_vencimento: 3,
  dias_checkin: 1,
  dias_inicio_viagem: 2,
  meses_passaporte: 6,
  silencio_inicio: 21,
  silencio_fim: 8,
  versao: 0,
  atualizado_em: null,
};

type LembretesConfiguracaoRow = typeof lembretes_configuracao.$inferSelect;

function configuracaoDe(row: LembretesConfiguracaoRow | undefined): LembretesConfiguracao {
  if (!row) return LEMBRETES_CONFIGURACAO_PADRAO;
  return {
    ativo: row.ativo,
    // a kind the row does not name (switched on, or added after the last save) is on
    tipos: { ...TODOS_LIGADOS, ...row.tipos },
    dias_vencimento: row.dias_vencimento,
    dias_checkin: row.dias_checkin,
    dias_inicio_viagem: row.dias_inicio_viagem,
    meses_passaporte: row.meses_passaporte,
    silencio_inicio: row.silencio_inicio,
    silencio_fim: row.silencio_fim,
    versao: row.versao,
    atualizado_em: row.updated_at.toISOString(),
  };
}

/** The agency's reminder settings (the defaults, version 0, until an administrator saves them). */
export async function findLembretesConfiguracao(db: DbOrTx): Promise<LembretesConfiguracao> {
  const [row] = await db.select().from(lembretes_configuracao).where(eq(lembretes_configuracao.id, 1));
  return configuracaoDe(row);
}

/** The settings' row read for update (the write's transaction); the defaults, version 0, when none was kept. */
export async function lockLembretesConfiguracao(db: DbOrTx): Promise<LembretesConfiguracao> {
  const [row] = await db
    .select()
    .from(lembretes_configuracao)
    .where(eq(lembretes_configuracao.id, 1))
    .for('update');
  return configuracaoDe(row);
}

/** Writes the one row (insert the first time, update after). */
export async function upsertLembretesConfiguracao(
  db: DbOrTx,
  valores: Omit<typeof lembretes_configuracao.$inferInsert, 'id'>,
): Promise<LembretesConfiguracao> {
  const [row] = await db
    .insert(lembretes_configuracao)
    .values({ id: 1, ...valores })
    .onConflictDoUpdate({ target: lembretes_configuracao.id, set: valores })
    .returning();
  return configuracaoDe(row);
}
