import { PROPOSTA_MESSAGES } from '@skyler/domain/proposta';
import type { Tx } from '../client.ts';
import { emails_fila } from '../schema/index.ts';

const MINUTO_MS = 60_000;
const HORA_MS = 60 * MINUTO_MS;

/**
 * The outbox states the E-mails screen shows beside the login codes sent at each sign-in: two proposals the
 * mail server refused until the last attempt (given up, to resend), and one still being retried after a
 * timeout.
 */
export async function seedEmailsDemo(tx: Tx, agora = new Date()): Promise<void> {
  const antes = (ms: number) => new Date(agora.getTime() - ms);
  await tx.insert(emails_fila).values([
    {
      para: 'marina.costa@gmail.com',
      assunto: PROPOSTA_MESSAGES.assunto('0412'),
      texto: 'Segue em anexo a proposta do seu orçamento.',
      status: 'falhou',
      tentativas: 10,
      ultimo_erro: '550 5.1.1 <marina.costa@gmail.com>: Recipient address rejected: User unknown',
      created_at: antes(30 * HORA_MS),
      updated_at: antes(27 * HORA_MS),
      proximo_envio: antes(27 * HORA_MS),
    },
    {
      para: 'roberto.almeida@empresa-demo.com.br',
      assunto: PROPOSTA_MESSAGES.assunto('0398'),
      texto: 'Segue em anexo a proposta do seu orçamento.',
      status: 'falhou',
      tentativas: 10,
      ultimo_erro: '421 4.7.0 Temporary System Problem. Try again later.',
      created_at: antes(52 * HORA_MS),
      updated_at: antes(49 * HORA_MS),
      proximo_envio: antes(49 * HORA_MS),
    },
    {
      para: 'juliana.ferraz@outlook.com',
      assunto: PROPOSTA_MESSAGES.assunto('0425'),
      texto: 'Segue em anexo a proposta do seu orçamento.',
      status: 'pendente',
      tentativas: 4,
      ultimo_erro: 'Connection timeout',
      created_at: antes(20 * MINUTO_MS),
      updated_at: antes(2 * MINUTO_MS),
      // the next try of its backoff: still waiting when the screen is first opened
      proximo_envio: new Date(agora.getTime() + 6 * HORA_MS),
    },
  ]);
}
