import { formatId } from '@skyler/domain/formatters';
import type { MeioContatoTipo, VendaStatus } from '@skyler/domain/vendas';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { chat_messages, contatos, empresas, logs, notificacoes, usuarios, vendas } from '../schema/index.ts';
import { CONTATO_AGENCIA } from './contatos.ts';
import { createRandom } from './contatos-demo.ts';

/** Sales of a demo start: enough to page, filter and feel the lists as an agency would. */
export const VENDAS_DEMO = 3000;
const LOTE = 500;
const DIA_MS = 86_400_000;

const MENSAGENS = [
  'Cliente pediu opções com bagagem despachada.',
  'Enviei as cotações por Whatsapp, aguardando retorno.',
  'Prefere voos pela manhã, sem conexão em Guarulhos.',
  'Pode pagar metade no Pix e o resto no cartão.',
  'Confirmou as datas, seguimos com a emissão.',
  'Pediu para incluir seguro viagem para a família.',
  'Hotel precisa ter café da manhã incluso.',
  'Cliente vai viajar com um bebê de colo.',
  'Vou ligar amanhã cedo para fechar.',
  'Cotação com milhas ficou bem mais barata.',
];
const MOTIVOS = [
  'Cliente desistiu da viagem.',
  'Encontrou preço menor em outra agência.',
  'Datas mudaram e a viagem foi adiada para o próximo ano.',
  'Venda duplicada, aberta por engano.',
];
const ANOTACOES = [
  'Lua de mel em novembro.',
  'Viagem corporativa, reembolso pela empresa.',
  'Família com duas crianças.',
  'Cliente recorrente, prefere LATAM.',
  null,
  null,
];

/** Status of the n-th sale: most open or concluded, some cancelled, a few closed the old way. */
function statusDe(sorteio: number): VendaStatus {
  if (sorteio < 0.42) return 'proposta';
  if (sorteio < 0.8) return 'concluida';
  if (sorteio < 0.97) return 'cancelada';
  return 'fechada';
}

function meioDeContato(
  random: ReturnType<typeof createRandom>,
  cliente: { email: string | null; telefone: { numero?: string } | null } | undefined,
): { tipo: MeioContatoTipo; valor: string } | null {
  if (!cliente) return null;
  const telefone = cliente.telefone?.numero;
  if (telefone && random.chance(0.6))
    return { tipo: random.chance(0.8) ? 'Whatsapp' : 'Telefone', valor: `+55${telefone}` };
  if (cliente.email) return { tipo: 'Email', valor: cliente.email };
  return null;
}

/**
 * The demo sales, with their chat, their creation and closing logs and the consultants' notifications, in
 * multi-row inserts inside the caller's transaction. Deterministic: the same on every demo start.
 */
export async function seedVendasDemo(
  tx: DbOrTx,
  quantidade = VENDAS_DEMO,
  agora = new Date(),
): Promise<void> {
  const random = createRandom(20_261_122);
  /** a moment after the sale's creation, but never later than now: a recent sale closes or chats today */
  const ateAgora = (ms: number) => new Date(Math.min(ms, agora.getTime()));
  const staff = await tx
    .select({ id: usuarios.id, consultor: usuarios.consultor, sdr: usuarios.sdr })
    .from(usuarios)
    .where(and(eq(usuarios.cliente, false), or(eq(usuarios.consultor, true), eq(usuarios.sdr, true))))
    .orderBy(asc(usuarios.id));
  const consultores = staff.filter((u) => u.consultor).map((u) => u.id);
  const sdrs = staff.filter((u) => u.sdr).map((u) => u.id);
  const clientes = await tx
    .select({
      id: contatos.id,
      indicacao: contatos.indicacao,
      email: contatos.email,
      telefone: contatos.telefone,
    })
    .from(contatos)
    .where(ne(contatos.nome, CONTATO_AGENCIA.nome))
    .orderBy(asc(contatos.id));
  const firmas = await tx.select({ id: empresas.id }).from(empresas).orderBy(asc(empresas.id));
  if (consultores.length === 0 || clientes.length === 0) return;

  for (let inicio = 0; inicio < quantidade; inicio += LOTE) {
    const linhas = Array.from({ length: Math.min(LOTE, quantidade - inicio) }, (_, i) => {
      const n = inicio + i;
      // spread over the last 540 days, the newest last so ids follow time
      const criada = new Date(
        agora.getTime() -
          Math.floor(((quantidade - n) / quantidade) * 540 * DIA_MS) -
          random.int(0, 3_600_000),
      );
      const status = statusDe(random.next());
      const empresa = firmas.length > 0 && random.chance(0.12) ? random.pick(firmas) : null;
      const cliente = empresa ? undefined : random.pick(clientes);
      const semConsultor = status === 'proposta' && random.chance(0.1);
      const consultor = semConsultor ? null : random.pick(consultores);
      const criador = consultor ?? random.pick(sdrs.length > 0 ? sdrs : consultores);
      const fechada = status === 'proposta' ? null : ateAgora(criada.getTime() + random.int(1, 30) * DIA_MS);
      const meio = meioDeContato(random, cliente as never);
      return {
        status,
        cliente: cliente?.id ?? null,
        cliente_empresa: empresa?.id ?? null,
        indicacao: cliente?.indicacao ?? null,
        consultor,
        sdr: sdrs.length > 0 && random.chance(0.3) ? random.pick(sdrs) : null,
        created_by: criador,
        last_edited_by: criador,
        meio_contato_tipo: meio?.tipo ?? null,
        meio_contato_valor: meio?.valor ?? null,
        anotacoes: random.pick(ANOTACOES),
        created_at: criada,
        updated_at: fechada ?? criada,
        concluida_em: status === 'concluida' ? fechada : null,
        concluida_por: status === 'concluida' ? consultor : null,
        cancelada_em: status === 'cancelada' || status === 'fechada' ? fechada : null,
        cancelado_por: status === 'cancelada' || status === 'fechada' ? (consultor ?? criador) : null,
        motivo_cancelamento: status === 'cancelada' || status === 'fechada' ? random.pick(MOTIVOS) : null,
      };
    });
    const criadas = await tx.insert(vendas).values(linhas).returning();

    const mensagens = criadas.flatMap((venda) =>
      random.chance(0.35)
        ? Array.from({ length: random.int(1, 5) }, (_, k) => ({
            venda: venda.id,
            message: random.pick(MENSAGENS),
            created_by: k % 2 === 0 ? (venda.consultor ?? venda.created_by) : (venda.sdr ?? venda.created_by),
            created_at: ateAgora(venda.created_at.getTime() + (k + 1) * random.int(10, 600) * 60_000),
          }))
        : [],
    );
    if (mensagens.length > 0) await tx.insert(chat_messages).values(mensagens);

    const eventos = criadas.flatMap((venda) => {
      const lista = [
        { venda, tipo: 'venda_criada', titulo: `Venda ${formatId(venda.id)} criada`, em: venda.created_at },
      ];
      if (venda.concluida_em)
        lista.push({
          venda,
          tipo: 'venda_concluida',
          titulo: `Venda ${formatId(venda.id)} concluída`,
          em: venda.concluida_em,
        });
      if (venda.cancelada_em)
        lista.push({
          venda,
          tipo: 'venda_cancelada',
          titulo: `Venda ${formatId(venda.id)} cancelada`,
          em: venda.cancelada_em,
        });
      return lista;
    });
    const registros = await tx
      .insert(logs)
      .values(
        eventos.map(({ venda, tipo, em }) => ({
          tipo,
          venda: venda.id,
          usuario: venda.last_edited_by,
          dados: { antes: null, depois: { ...venda, created_at: venda.created_at.toISOString() } },
          meta: { entidade: 'venda', id: venda.id, ip: '127.0.0.1' },
          created_at: em,
        })),
      )
      .returning({ id: logs.id });
    const recentes = agora.getTime() - 7 * DIA_MS;
    await tx.insert(notificacoes).values(
      eventos.map(({ venda, titulo, em }, i) => ({
        title: titulo,
        context: 'venda' as const,
        ids: { venda: venda.id },
        venda: venda.id,
        consultor: venda.consultor,
        cliente: venda.cliente,
        log: registros[i]?.id ?? null,
        destinatario: venda.consultor,
        autor: venda.last_edited_by,
        chave: `venda:${venda.id}`,
        lido: em.getTime() < recentes || random.chance(0.3),
        importante: random.chance(0.05),
        created_at: em,
        atualizada_em: em,
      })),
    );
  }
}
