import { formatId } from '@skyler/domain/formatters-basicos';
import { MENSAGENS_EMAIL } from '@skyler/domain/mensagens';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  contatos,
  emails_fila,
  lembretes,
  mensagens_cliente,
  preferencias_cliente,
  usuarios,
  vendas,
  whatsapp_mensagens,
} from '../schema/index.ts';

const MINUTO_MS = 60_000;
const HORA_MS = 60 * MINUTO_MS;
const DIA_MS = 24 * HORA_MS;
const CELULAR = '+5511987654321';

/**
 * The demo customer's open sale talks with the agency: a conversation both ways (portal, the sale's screen, a
 * WhatsApp reply), the customer opted in to WhatsApp, the templates the agency sent (one that Meta refused
 * until it was given up), and the reminders sent about the sale.
 */
export async function seedMensagensDemo(tx: Tx, agora = new Date()): Promise<void> {
  const antes = (ms: number) => new Date(agora.getTime() - ms);
  const [conta] = await tx.select().from(usuarios).where(eq(usuarios.username, 'cliente'));
  const [consultor] = await tx.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  if (!conta || !consultor) return;
  const [contato] = await tx.select().from(contatos).where(eq(contatos.usuario_cliente, conta.id));
  if (!contato) return;
  const [venda] = await tx
    .select()
    .from(vendas)
    .where(and(eq(vendas.cliente, contato.id), eq(vendas.status, 'proposta')))
    .orderBy(desc(vendas.id))
    .limit(1);
  if (!venda) return;
  const numero = formatId(venda.id);

  await tx
    .insert(preferencias_cliente)
    .values({ usuario: conta.id, whatsapp: true, telefone: CELULAR, updated_at: antes(3 * DIA_MS) });

  const conversa = [
    {
      origem: 'equipe',
      autor: consultor.id,
      texto: 'Olá, Cláudia! A proposta de Lisboa está no portal. Qualquer dúvida, é só escrever aqui.',
      ms: 3 * DIA_MS,
    },
    {
      origem: 'portal',
      autor: conta.id,
      texto: 'Obrigada, Carlos! O hotel aceita cachorro pequeno?',
      ms: 2 * DIA_MS + 5 * HORA_MS,
    },
    {
      origem: 'equipe',
      autor: consultor.id,
      texto: 'Aceita sim, com taxa de 20 euros por noite. Já deixei anotado na reserva.',
      ms: 2 * DIA_MS + 3 * HORA_MS,
    },
    { origem: 'whatsapp', autor: null, texto: 'Perfeito! Vou pagar a entrada amanhã.', ms: 2 * DIA_MS },
    {
      origem: 'portal',
      autor: conta.id,
      texto: 'Paguei a entrada pelo Pix. Podem confirmar?',
      ms: 20 * HORA_MS,
    },
  ] as const;
  await tx.insert(mensagens_cliente).values(
    conversa.map((m) => ({
      venda: venda.id,
      texto: m.texto,
      origem: m.origem,
      autor: m.autor,
      created_at: antes(m.ms),
    })),
  );

  const enviados = await tx
    .insert(emails_fila)
    .values([
      {
        para: conta.email,
        assunto: `Pagamento de R$ 2.400,00 vence em breve — venda ${numero}`,
        texto: `Lembrete: o pagamento da entrada da venda ${numero} vence em 3 dias.`,
        status: 'enviado',
        tentativas: 1,
        created_at: antes(2 * DIA_MS + 4 * HORA_MS),
        enviado_em: antes(2 * DIA_MS + 4 * HORA_MS),
      },
      {
        para: conta.email,
        assunto: `Feliz aniversário, ${contato.nome}!`,
        texto: `Feliz aniversário, ${contato.nome}! Toda a equipe da agência deseja um ano cheio de boas viagens.`,
        status: 'enviado',
        tentativas: 1,
        created_at: antes(DIA_MS),
        enviado_em: antes(DIA_MS),
      },
      {
        para: consultor.email,
        assunto: MENSAGENS_EMAIL.assuntoParaEquipe(
          numero,
          `${contato.nome} ${contato.sobrenome ?? ''}`.trim(),
        ),
        texto: `Para responder, abra a venda ${numero}.\n\nCláudia: Paguei a entrada pelo Pix. Podem confirmar?`,
        status: 'enviado',
        tentativas: 1,
        created_at: antes(20 * HORA_MS),
        enviado_em: antes(20 * HORA_MS - 5 * MINUTO_MS),
      },
    ])
    .returning({ id: emails_fila.id });

  const whatsapp = await tx
    .insert(whatsapp_mensagens)
    .values([
      {
        para: CELULAR,
        template: 'proposta_enviada',
        idioma: 'pt_BR',
        parametros: [contato.nome, numero],
        venda: venda.id,
        contato: contato.id,
        status: 'enviado',
        tentativas: 1,
        provedor_id: 'wamid.demo.proposta',
        created_at: antes(3 * DIA_MS),
        enviado_em: antes(3 * DIA_MS),
      },
      {
        para: CELULAR,
        template: 'pagamento_a_vencer',
        idioma: 'pt_BR',
        parametros: ['R$ 2.400,00', 'em 3 dias', numero],
        venda: venda.id,
        contato: contato.id,
        status: 'enviado',
        tentativas: 1,
        provedor_id: 'wamid.demo.pagamento',
        created_at: antes(2 * DIA_MS + 4 * HORA_MS),
        enviado_em: antes(2 * DIA_MS + 4 * HORA_MS),
      },
      {
        para: CELULAR,
        texto: 'Perfeito! Vou pagar a entrada amanhã.',
        venda: venda.id,
        contato: contato.id,
        status: 'recebido',
        provedor_id: 'wamid.demo.resposta',
        created_at: antes(2 * DIA_MS),
      },
      {
        para: CELULAR,
        template: 'documentos_pendentes',
        idioma: 'pt_BR',
        parametros: [`${contato.nome} ${contato.sobrenome ?? ''}`.trim(), numero],
        venda: venda.id,
        contato: contato.id,
        status: 'falhou',
        tentativas: 10,
        ultimo_erro: 'WhatsApp answered 400: (#132001) Template name does not exist in the translation',
        created_at: antes(DIA_MS + 6 * HORA_MS),
        updated_at: antes(DIA_MS - 3 * HORA_MS),
        proximo_envio: antes(DIA_MS - 3 * HORA_MS),
      },
    ])
    .returning({ id: whatsapp_mensagens.id });

  const dia = (ms: number) => new Date(agora.getTime() + ms).toISOString().slice(0, 10);
  await tx.insert(lembretes).values([
    {
      chave: `pagamento_a_vencer:demo:${venda.id}:${dia(DIA_MS)}`,
      tipo: 'pagamento_a_vencer',
      data: dia(DIA_MS),
      venda: venda.id,
      contato: contato.id,
      descricao: `Pagamento de R$ 2.400,00 vence em breve — venda ${numero}`,
      para: conta.email,
      email: enviados[0]?.id ?? null,
      whatsapp: whatsapp[1]?.id ?? null,
      created_at: antes(2 * DIA_MS + 4 * HORA_MS),
    },
    {
      chave: `passaporte_vencendo:demo:${venda.id}:${dia(120 * DIA_MS)}`,
      tipo: 'passaporte_vencendo',
      data: dia(120 * DIA_MS),
      venda: venda.id,
      contato: contato.id,
      descricao: `Passaporte de ${contato.nome} vence antes dos 6 meses da viagem — venda ${numero}`,
      para: '',
      email: null,
      whatsapp: whatsapp[3]?.id ?? null,
      created_at: antes(DIA_MS + 6 * HORA_MS),
    },
    {
      chave: `aniversario:contato:${contato.id}:${dia(-DIA_MS)}`,
      tipo: 'aniversario',
      data: dia(-DIA_MS),
      venda: venda.id,
      contato: contato.id,
      descricao: `Feliz aniversário, ${contato.nome}!`,
      para: conta.email,
      email: enviados[1]?.id ?? null,
      created_at: antes(DIA_MS),
    },
  ]);
}
