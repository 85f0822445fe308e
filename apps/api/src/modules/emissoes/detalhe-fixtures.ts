import type { EmissaoStatus, TipoEmissao } from '@skyler/domain/emissoes';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  beneficiarios,
  contatos,
  cotacoes,
  documentos_contato,
  emissoes,
  emissoes_anexos,
  emissoes_beneficiarios,
  emissoes_pagamentos,
  logs,
  notificacoes,
  subcotacoes,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';

export const ROLES_NAO_EMISSORES = ['consultor', 'sdr', 'cotador', 'financeiro', 'milhas'] as const;

let sequencia = 0;

export type EmissaoDeTeste = {
  id: number;
  venda: number;
  servico: number;
  cotacao: number;
  subcotacao: number | null;
  /** the issuance's beneficiary rows (emissoes_beneficiarios.id), in order */
  beneficiarios: number[];
  /** their contacts, in the same order */
  contatos: number[];
};

/** A ticket's costs as a flight quote stores them. */
export type CustosBilhete = Partial<
  Record<
    | 'custo_bilhete'
    | 'custo_taxa_embarque'
    | 'custo_taxa_bagagem'
    | 'custo_taxas_extras'
    | 'rav'
    | 'milheiro_efetivo',
    string
  >
> & { quantidade_milhas?: number };

const TIPO_COTACAO: Partial<Record<TipoEmissao, 'pagante' | 'milha' | 'wallet'>> = {
  emissao_voo_pagante: 'pagante',
  emissao_voo_milha: 'milha',
  emissao_voo_wallet: 'wallet',
  emissao_aereo: 'pagante',
};

const TIPO_SERVICO: Record<
  TipoEmissao,
  'orcamento_voo' | 'orcamento_hotel' | 'orcamento_carro' | 'orcamento_outro'
> = {
  emissao_voo_pagante: 'orcamento_voo',
  emissao_voo_milha: 'orcamento_voo',
  emissao_voo_wallet: 'orcamento_voo',
  emissao_aereo: 'orcamento_voo',
  emissao_hotel: 'orcamento_hotel',
  emissao_carro: 'orcamento_carro',
  emissao_outro: 'orcamento_outro',
};

/**
 * An issuance written straight to the tables as the flow leaves it: a sale with one service, its quote
 * (a ticket for flights, the part's fields in `detalhes` otherwise), and the service's passengers copied
 * onto the issuance. The first passenger has two passports (the older one is the one shown).
 */
export async function criarEmissaoDeTeste(
  db: Db,
  options: {
    tipo?: TipoEmissao;
    status?: EmissaoStatus;
    passageiros?: number;
    /** hotel, car, other: the quote's part fields */
    detalhes?: Record<string, unknown>;
    /** flights: the ticket's costs */
    bilhete?: CustosBilhete;
  } = {},
): Promise<EmissaoDeTeste> {
  const tipo = options.tipo ?? 'emissao_outro';
  const venda = await criarVendaComServicos(db, { valores: ['1000.00'] });
  const servico = venda.servicos[0] ?? 0;
  const cotacao = venda.cotacoes[0] ?? 0;
  await db
    .update(cotacoes)
    .set({ tipo_servico: TIPO_SERVICO[tipo], detalhes: options.detalhes ?? null })
    .where(eq(cotacoes.id, cotacao));
  let subcotacao: number | null = null;
  const tipoCotacao = TIPO_COTACAO[tipo];
  if (tipoCotacao) {
    const bilhete = options.bilhete ?? {};
    const [row] = await db
      .insert(subcotacoes)
      .values({
        cotacao,
        ordem: 1,
        tipo_cotacao: tipoCotacao,
        quantidade_milhas: bilhete.quantidade_milhas ?? 0,
        milheiro_efetivo: bilhete.milheiro_efetivo ?? null,
        custo_bilhete: bilhete.custo_bilhete ?? '0',
        custo_taxa_embarque: bilhete.custo_taxa_embarque ?? '0',
        custo_taxa_bagagem: bilhete.custo_taxa_bagagem ?? '0',
        custo_taxas_extras: bilhete.custo_taxas_extras ?? '0',
        rav: bilhete.rav ?? '0',
        viagem: {
          trechos: [
            {
              pernas: [
                {
                  origem: 'GRU',
                  destino: 'LIS',
                  data_hora_partida: '2027-03-10T22:00',
                  data_hora_chegada: '2027-03-11T12:00',
                  numero_do_voo: '',
                },
              ],
            },
          ],
        },
      })
      .returning({ id: subcotacoes.id });
    subcotacao = row?.id ?? null;
  }
  const [emissao] = await db
    .insert(emissoes)
    .values({
      venda: venda.venda,
      servico,
      cotacao,
      subcotacao,
      tipo,
      status: options.status ?? 'fila_de_emissao',
      data_ida: '2027-03-10',
    })
    .returning({ id: emissoes.id });
  if (!emissao) throw new Error('issuance not created');

  const criada: EmissaoDeTeste = {
    id: emissao.id,
    venda: venda.venda,
    servico,
    cotacao,
    subcotacao,
    beneficiarios: [],
    contatos: [],
  };
  for (let ordem = 0; ordem < (options.passageiros ?? 2); ordem += 1) {
    sequencia += 1;
    const [contato] = await db
      .insert(contatos)
      .values({
        nome: `Passageiro${sequencia}`,
        sobrenome: 'Viajante',
        cpf: String(70_000_000_000 + sequencia),
        data_nascimento: '1990-05-17',
        nome_busca: `passageiro${sequencia} viajante`,
      })
      .returning({ id: contatos.id });
    if (!contato) throw new Error('contact not created');
    if (ordem === 0) {
      await db.insert(documentos_contato).values([
        {
          contato_id: contato.id,
          tipo: 'passaporte',
          numero: `FX${sequencia}001`,
          data_emissao: '2020-01-10',
          data_validade: '2030-01-09',
        },
        { contato_id: contato.id, tipo: 'passaporte', numero: `FX${sequencia}002` },
        { contato_id: contato.id, tipo: 'rg', numero: `RG${sequencia}` },
      ]);
    }
    const [beneficiario] = await db
      .insert(beneficiarios)
      .values({ cotacao, servico, contato: contato.id, ordem })
      .returning({ id: beneficiarios.id });
    const [linha] = await db
      .insert(emissoes_beneficiarios)
      .values({ emissao: emissao.id, beneficiario: beneficiario?.id ?? null, contato: contato.id, ordem })
      .returning({ id: emissoes_beneficiarios.id });
    criada.beneficiarios.push(linha?.id ?? 0);
    criada.contatos.push(contato.id);
  }
  return criada;
}

export async function definirStatus(db: Db, id: number, status: EmissaoStatus): Promise<void> {
  await db.update(emissoes).set({ status }).where(eq(emissoes.id, id));
}

/** Rows of the tables a change to an issuance's tabs writes. */
export async function contarTabelas(db: Db) {
  const n = async (
    tabela:
      | typeof emissoes_beneficiarios
      | typeof emissoes_anexos
      | typeof emissoes_pagamentos
      | typeof logs
      | typeof notificacoes,
  ) => {
    const [row] = await db.select({ n: count() }).from(tabela);
    return row?.n ?? 0;
  };
  return {
    beneficiarios: await n(emissoes_beneficiarios),
    anexos: await n(emissoes_anexos),
    pagamentos: await n(emissoes_pagamentos),
    logs: await n(logs),
    notificacoes: await n(notificacoes),
  };
}

/**
 * Records who pays each forming field of the issuance through the API, as the issuer: the agency pays all
 * unless a field is named in `cliente` (the Pagamentos tab's default, decision 0037).
 */
export async function registrarLinhas(
  t: TestApp,
  emissao: number,
  { cliente = [] as string[], username = 'emissor' } = {},
) {
  const detalhe = await t.injectAs(username, { method: 'GET', url: `/api/emissoes/${emissao}/` });
  const campos = (detalhe.json() as { campos_formadores: { campo_formador: string }[] }).campos_formadores;
  const response = await t.injectAs(username, {
    method: 'POST',
    url: `/api/emissoes/${emissao}/pagamentos/`,
    payload: {
      pagamentos: campos.map((c) => ({
        campo_formador: c.campo_formador,
        responsavel: cliente.includes(c.campo_formador) ? 'cliente' : 'skyler',
        cartao: null,
      })),
    },
  });
  if (response.statusCode !== 200) throw new Error(`payment lines not saved: ${response.body}`);
}
