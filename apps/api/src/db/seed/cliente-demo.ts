import { ZContatoRequest } from '@skyler/domain/contatos';
import { asc, eq } from 'drizzle-orm';
import { contatoValores } from '../../modules/contatos/contatos.service.ts';
import type { DbOrTx } from '../client.ts';
import { contatos, logs, usuarios, vendas } from '../schema/index.ts';
import { CONTATO_AGENCIA } from './contatos.ts';

const DIA_MS = 86_400_000;

/** The demo customer's own sales, oldest first: one open, one concluded, one cancelled. */
const VENDAS_DO_CLIENTE = [
  { status: 'concluida', diasAtras: 120, diasAberta: 6, anotacoes: 'Férias em família no Nordeste.' },
  { status: 'cancelada', diasAtras: 45, diasAberta: 3, anotacoes: null },
  { status: 'proposta', diasAtras: 4, diasAberta: 0, anotacoes: 'Viagem a Lisboa em julho.' },
] as const;

/**
 * The demo customer account (`cliente`) is the contact Cláudia Cliente: the account reads that contact's
 * sales in Minha área. With the demo sales, the contact gets a few of its own.
 */
export async function seedClienteDemo(
  tx: DbOrTx,
  { comVendas, agora = new Date() }: { comVendas: boolean; agora?: Date },
): Promise<void> {
  const [conta] = await tx.select().from(usuarios).where(eq(usuarios.username, 'cliente'));
  const [agencia] = await tx
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.nome_busca, CONTATO_AGENCIA.nome_busca))
    .orderBy(asc(contatos.id))
    .limit(1);
  if (!conta || !agencia) return;
  const data = ZContatoRequest.parse({
    nome: conta.nome,
    sobrenome: conta.sobrenome,
    indicacao: agencia.id,
    email: conta.email,
    telefone: { pais: 'BR', codigo: '55', numero: '11987654321' },
    perfil: 'passageiro_nacional',
  });
  const [contato] = await tx
    .insert(contatos)
    .values({ ...contatoValores(data), usuario_cliente: conta.id })
    .returning({ id: contatos.id });
  if (!contato || !comVendas) return;

  const [consultor] = await tx.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  if (!consultor) return;
  const linhas = VENDAS_DO_CLIENTE.map(({ status, diasAtras, diasAberta, anotacoes }) => {
    const criada = new Date(agora.getTime() - diasAtras * DIA_MS);
    const fechada = status === 'proposta' ? null : new Date(criada.getTime() + diasAberta * DIA_MS);
    return {
      status,
      cliente: contato.id,
      indicacao: agencia.id,
      consultor: consultor.id,
      created_by: consultor.id,
      last_edited_by: consultor.id,
      meio_contato_tipo: 'Whatsapp' as const,
      meio_contato_valor: '55 11987654321',
      anotacoes,
      created_at: criada,
      updated_at: fechada ?? criada,
      concluida_em: status === 'concluida' ? fechada : null,
      concluida_por: status === 'concluida' ? consultor.id : null,
      cancelada_em: status === 'cancelada' ? fechada : null,
      cancelado_por: status === 'cancelada' ? consultor.id : null,
      motivo_cancelamento: status === 'cancelada' ? 'Datas mudaram e a viagem foi adiada.' : null,
    };
  });
  const criadas = await tx.insert(vendas).values(linhas).returning();
  await tx.insert(logs).values(
    criadas.map((venda) => ({
      tipo: 'venda_criada',
      venda: venda.id,
      usuario: consultor.id,
      dados: { antes: null, depois: { ...venda, created_at: venda.created_at.toISOString() } },
      meta: { entidade: 'venda', id: venda.id, ip: '127.0.0.1' },
      created_at: venda.created_at,
    })),
  );
}
