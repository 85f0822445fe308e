import { MODELO_DESCRICAO_PADRAO } from '@skyler/domain/fiscal';
import { formatMoney } from '@skyler/domain/formatters';
import { NFSE_MESSAGES, referenciaNfse } from '@skyler/domain/nfse';
import { dec } from '@skyler/domain/precos/dinheiro';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { findServicoParaNfse, insertNfse } from '../../modules/nfse/nfse.queries.ts';
import { descricaoDaNfse, tomadorDoCliente } from '../../modules/nfse/nfse.service.ts';
import { receitaPropriaDoServico } from '../../modules/nfse/nfse-fiscal.ts';
import type { DbOrTx } from '../client.ts';
import { nfse, racs } from '../schema/index.ts';

const PROVEDOR_DEMO = 'https://homologacao.focusnfe.com.br';
const DIA = 24 * 60 * 60_000;

/**
 * The demo's NFS-e, one or more in each status the screens show: authorised with their PDF and XML links,
 * pending at the provider, rejected with the municipality's message, and cancelled with the reason. On
 * concluded services of the demo that have own revenue and a taker with CPF or CNPJ.
 */
export async function seedNfseDemo(tx: DbOrTx): Promise<void> {
  const resultado = (await tx.execute(sql`
    select distinct s.id from servicos s join emissoes e on e.servico = s.id
    where e.status = 'finalizada' and s.status <> 'cancelado'
    order by s.id desc limit 40`)) as unknown as { rows: { id: number }[] };
  const planos = ['autorizada', 'autorizada', 'autorizada', 'pendente', 'rejeitada', 'cancelada'] as const;
  let i = 0;
  const agora = Date.now();
  for (const { id } of resultado.rows) {
    if (i >= planos.length) break;
    const servico = await findServicoParaNfse(tx, Number(id));
    if (!servico?.cliente) continue;
    let tomador: ReturnType<typeof tomadorDoCliente>;
    try {
      tomador = tomadorDoCliente(servico.cliente);
    } catch {
      continue;
    }
    const valor = await receitaPropriaDoServico(tx, servico.id);
    if (dec(valor).lte(0)) continue;
    const status = planos[i] as (typeof planos)[number];
    const numero = String(2026000 + i + 1);
    const referencia = referenciaNfse(servico.id);
    const criada = new Date(agora - (10 - i) * DIA);
    const autorizada = status === 'autorizada' || status === 'cancelada';
    await insertNfse(tx, {
      servico: servico.id,
      referencia,
      status,
      valor,
      tomador,
      discriminacao: descricaoDaNfse(MODELO_DESCRICAO_PADRAO, {
        servico: servico.id,
        venda: servico.venda,
        cliente: tomador.nome,
        valor,
      }),
      ...(autorizada
        ? {
            numero,
            codigo_verificacao: `A${numero}X`,
            url_pdf: `${PROVEDOR_DEMO}/notas_fiscais_servico/${referencia}.pdf`,
            url_xml: `${PROVEDOR_DEMO}/arquivos/${referencia}.xml`,
            xml: `<?xml version="1.0" encoding="UTF-8"?><CompNfse><Nfse><InfNfse><Numero>${numero}</Numero><ValorServicos>${valor}</ValorServicos></InfNfse></Nfse></CompNfse>`,
            autorizada_em: new Date(criada.getTime() + 5 * 60_000),
          }
        : {}),
      ...(status === 'pendente'
        ? { operacao: 'consultar' as const, tentativas: 2, proxima_tentativa: new Date(agora + 60 * 60_000) }
        : {}),
      ...(status === 'rejeitada'
        ? {
            mensagem:
              'E160: O CEP do tomador não corresponde ao município informado. Confira o endereço do tomador e reenvie.',
          }
        : {}),
      ...(status === 'cancelada'
        ? {
            motivo_cancelamento: 'Viagem cancelada pelo cliente antes do embarque, reembolso integral.',
            cancelada_em: new Date(criada.getTime() + 2 * DIA),
          }
        : {}),
      created_at: criada,
      updated_at: criada,
    });
    i += 1;
  }
  await seedNotaDeCreditoDemo(tx, agora);
}

/**
 * A refund after the cancellation window on the demo's first authorised invoice: authorised 40 days ago, the
 * settings' credit note of 40 % of it recorded (decision 0096), so Notas fiscais and the service show one.
 */
async function seedNotaDeCreditoDemo(tx: DbOrTx, agora: number): Promise<void> {
  const [original] = await tx
    .select()
    .from(nfse)
    .where(eq(nfse.status, 'autorizada'))
    .orderBy(asc(nfse.id))
    .limit(1);
  if (!original?.numero) return;
  const autorizada = new Date(agora - 40 * DIA);
  await tx
    .update(nfse)
    .set({
      created_at: new Date(autorizada.getTime() - 5 * 60_000),
      autorizada_em: autorizada,
      updated_at: autorizada,
    })
    .where(eq(nfse.id, original.id));
  const [rac] = await tx
    .select({ id: racs.id })
    .from(racs)
    .where(eq(racs.servico, original.servico))
    .orderBy(desc(racs.id))
    .limit(1);
  const valor = dec(original.valor).times(0.4).toDecimalPlaces(2).toFixed(2);
  const registrada = new Date(agora - 2 * DIA);
  await insertNfse(tx, {
    servico: original.servico,
    referencia: `${original.referencia}-rac-${rac?.id ?? 0}`,
    tipo: 'nota_de_credito',
    ajusta: original.id,
    status: 'registrada',
    valor,
    tomador: original.tomador,
    discriminacao: NFSE_MESSAGES.notaDeCredito(formatMoney(valor), original.numero, rac?.id ?? null),
    created_at: registrada,
    updated_at: registrada,
  });
}
