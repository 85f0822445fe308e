import { formatMoney } from '@skyler/domain/formatters';
import { NFSE_MESSAGES as M } from '@skyler/domain/nfse';
import type { Db } from '../../db/client.ts';
import type { FocusNfsePedido, NfseClient, RespostaNfse } from '../../integrations/focus-nfe.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import {
  criarFilaDuravel,
  EMAIL_INTERVALO_MS,
  EMAIL_MAX_TENTATIVAS,
  enfileirarEmail,
  esperaDoReenvio,
  type FilaDuravel,
  type Log,
} from '../../platform/email-fila.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Relogio } from '../../platform/relogio.ts';
import { lockNfse, type NfseRow, reserveNfseDue, updateNfse } from './nfse.queries.ts';
import { type ConfiguracaoNfse, lerConfiguracaoNfse } from './nfse-fiscal.ts';

/** The first status poll after the provider accepted an invoice; later polls wait as the e-mail retries do. */
export const NFSE_PRIMEIRA_CONSULTA_MS = 5_000;
const LOTE = 10;

export const RESULTADOS_NFSE = [
  'autorizada',
  'rejeitada',
  'cancelada',
  'aguardando',
  'reagendada',
  'desistiu',
] as const;
export type ResultadoNfse = (typeof RESULTADOS_NFSE)[number];

/** The invoice in the provider's JSON (Focus NFe v2). */
export function pedidoDaNfse(row: NfseRow, configuracao: ConfiguracaoNfse, agora: Date): FocusNfsePedido {
  const t = row.tomador;
  const temEndereco = Boolean(t.endereco.logradouro && t.endereco.cep);
  return {
    data_emissao: agora.toISOString(),
    prestador: {
      cnpj: configuracao.cnpj,
      inscricao_municipal: configuracao.inscricao_municipal,
      codigo_municipio: configuracao.municipio.codigo_ibge,
    },
    tomador: {
      ...(t.documento.length === 11 ? { cpf: t.documento } : { cnpj: t.documento }),
      razao_social: t.nome,
      ...(t.email ? { email: t.email } : {}),
      ...(temEndereco
        ? {
            endereco: {
              logradouro: t.endereco.logradouro,
              numero: t.endereco.numero || 'S/N',
              ...(t.endereco.complemento ? { complemento: t.endereco.complemento } : {}),
              bairro: t.endereco.bairro,
              uf: t.endereco.uf,
              cep: t.endereco.cep,
            },
          }
        : {}),
    },
    servico: {
      // JSON numbers written from the decimal strings (two places, exact in the JSON text)
      aliquota: Number(configuracao.aliquota_iss),
      discriminacao: row.discriminacao,
      iss_retido: configuracao.iss_retido,
      item_lista_servico: configuracao.codigo_servico.replace(/\D/g, ''),
      codigo_municipio: configuracao.municipio.codigo_ibge,
      valor_servicos: Number(row.valor),
    },
  };
}

type Deps = { db: Db; client: NfseClient; log: Log };

const emHoras = (data: Date) => data.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * One attempt of one reserved invoice, the single place an invoice meets the provider: send it, poll its
 * status, or cancel it, and write what the provider answered (with its audit row) in one transaction.
 */
export async function trabalharNfse(deps: Deps, row: NfseRow, agora: Date): Promise<ResultadoNfse> {
  const operacao = row.operacao;
  if (!operacao) return 'aguardando';
  let resposta: RespostaNfse;
  if (operacao === 'emitir') {
    const configuracao = await lerConfiguracaoNfse(deps.db);
    resposta = configuracao
      ? await deps.client.emitir(row.referencia, pedidoDaNfse(row, configuracao, agora))
      : { tipo: 'rejeitado', mensagem: M.semConfiguracao };
  } else if (operacao === 'consultar') {
    resposta = await deps.client.consultar(row.referencia);
  } else {
    resposta = await deps.client.cancelar(row.referencia, row.motivo_cancelamento ?? '');
  }
  const xml =
    resposta.tipo === 'autorizado' && resposta.url_xml ? await deps.client.baixarXml(resposta.url_xml) : null;
  const log = { nfse: { id: row.id, referencia: row.referencia, operacao, tentativa: row.tentativas } };

  return deps.db.transaction(async (tx) => {
    const escrever = async (set: Parameters<typeof updateNfse>[3]) => updateNfse(tx, row.id, row.versao, set);
    const auditar = (tipo: string, depois: unknown) =>
      createAuditLog(tx, {
        tipo,
        usuario: null,
        depois,
        meta: { entidade: 'nfse', id: row.id, servico: row.servico },
      });

    switch (resposta.tipo) {
      case 'processando': {
        await escrever({
          operacao: 'consultar',
          tentativas: operacao === 'consultar' ? row.tentativas : 0,
          proxima_tentativa: new Date(
            agora.getTime() +
              (operacao === 'consultar' ? esperaDoReenvio(row.tentativas) : NFSE_PRIMEIRA_CONSULTA_MS),
          ),
          mensagem: null,
        });
        return 'aguardando';
      }
      case 'desconhecida': {
        // the provider never received it (or lost it): sent again under the same reference
        await escrever({ operacao: 'emitir', proxima_tentativa: agora });
        return 'reagendada';
      }
      case 'autorizado': {
        const nova = await escrever({
          status: 'autorizada',
          operacao: null,
          proxima_tentativa: null,
          numero: resposta.numero,
          codigo_verificacao: resposta.codigo_verificacao,
          url_pdf: resposta.url_pdf,
          url_xml: resposta.url_xml,
          xml,
          mensagem: null,
          autorizada_em: agora,
        });
        if (!nova) return 'aguardando';
        await auditar('nfse_autorizada', {
          numero: resposta.numero,
          codigo_verificacao: resposta.codigo_verificacao,
        });
        if (row.tipo === 'substituta' && row.ajusta !== null) {
          // the substitute authorised, the invoice it replaces is no longer live (decision 0096)
          const substituida = await lockNfse(tx, row.ajusta);
          if (substituida?.status === 'autorizada') {
            const motivo = M.substituidaPor(resposta.numero ?? row.referencia);
            await updateNfse(tx, substituida.id, substituida.versao, {
              status: 'cancelada',
              cancelada_em: agora,
              motivo_cancelamento: motivo,
            });
            await createAuditLog(tx, {
              tipo: 'nfse_substituida',
              usuario: null,
              antes: { status: substituida.status },
              depois: { status: 'cancelada', motivo, substituta: row.id },
              meta: { entidade: 'nfse', id: substituida.id, servico: row.servico },
            });
          }
        }
        if (row.tomador.email) {
          await enfileirarEmail(tx, {
            to: row.tomador.email,
            subject: `NFS-e ${resposta.numero ?? ''} emitida`.replace('  ', ' '),
            text: [
              `Olá, ${row.tomador.nome}.`,
              '',
              `A nota fiscal de serviço (NFS-e) ${resposta.numero ? `nº ${resposta.numero} ` : ''}no valor de ${formatMoney(row.valor)} foi emitida.`,
              ...(resposta.codigo_verificacao
                ? [`Código de verificação: ${resposta.codigo_verificacao}`]
                : []),
              ...(resposta.url_pdf ? [`PDF da nota: ${resposta.url_pdf}`] : []),
              '',
              row.discriminacao,
            ].join('\n'),
          });
        }
        deps.log.info(log, 'NFS-e authorised');
        return 'autorizada';
      }
      case 'rejeitado': {
        if (operacao === 'cancelar') {
          const nova = await escrever({
            operacao: null,
            proxima_tentativa: null,
            mensagem: resposta.mensagem,
          });
          if (nova) await auditar('nfse_cancelamento_recusado', { mensagem: resposta.mensagem });
          return 'rejeitada';
        }
        const nova = await escrever({
          status: 'rejeitada',
          operacao: null,
          proxima_tentativa: null,
          mensagem: resposta.mensagem,
        });
        if (nova) await auditar('nfse_rejeitada', { mensagem: resposta.mensagem });
        deps.log.warn(log, 'NFS-e rejected by the provider');
        return 'rejeitada';
      }
      case 'cancelado': {
        const nova = await escrever({
          status: 'cancelada',
          operacao: null,
          proxima_tentativa: null,
          mensagem: null,
          cancelada_em: agora,
        });
        if (nova) await auditar('nfse_cancelada', { motivo: row.motivo_cancelamento });
        return 'cancelada';
      }
      case 'indisponivel': {
        // polls never give up (the municipality may take a day); a send or a cancellation does, as e-mails do
        const desiste = operacao !== 'consultar' && row.tentativas >= EMAIL_MAX_TENTATIVAS;
        if (desiste) {
          await escrever({
            proxima_tentativa: null,
            mensagem: M.provedorDesistiu,
            ...(operacao === 'cancelar' ? { operacao: null } : {}),
          });
          await auditar('nfse_sem_resposta', { operacao, erro: resposta.erro.slice(0, 500) });
          deps.log.error({ ...log, erro: resposta.erro }, 'NFS-e: provider gave no answer, given up');
          return 'desistiu';
        }
        const proxima = new Date(agora.getTime() + esperaDoReenvio(row.tentativas));
        await escrever({
          proxima_tentativa: proxima,
          mensagem: operacao === 'consultar' ? null : `${M.provedorSemResposta} (${emHoras(proxima)})`,
        });
        deps.log.warn(
          { ...log, erro: resposta.erro, proxima: proxima.toISOString() },
          'NFS-e: provider gave no answer, will retry',
        );
        return 'reagendada';
      }
    }
  });
}

/** The NFS-e queue of this process: the outbox's loop, reservation and retry policy over the `nfse` table. */
export function criarFilaNfse(deps: {
  db: Db;
  client: NfseClient;
  log: Log;
  events?: EventBus;
  automatico: boolean;
  intervaloMs?: number;
  relogio?: Relogio;
}): FilaDuravel<ResultadoNfse> {
  return criarFilaDuravel<NfseRow, ResultadoNfse>({
    resultados: RESULTADOS_NFSE,
    reservar: (agora) => reserveNfseDue(deps.db, agora, LOTE),
    trabalhar: (row, agora) => trabalharNfse(deps, row, agora),
    lote: LOTE,
    nome: 'NFS-e queue',
    canal: 'nfse',
    log: deps.log,
    events: deps.events,
    automatico: deps.automatico && deps.client.configurado,
    intervaloMs: deps.intervaloMs ?? EMAIL_INTERVALO_MS,
    relogio: deps.relogio,
  });
}
