import { normalizarBusca } from '@skyler/domain/busca';
import { ZCotacaoSave } from '@skyler/domain/cotacoes';
import { ZOrcamentoVoo } from '@skyler/domain/orcamentos';
import { asc, eq, inArray } from 'drizzle-orm';
import { addCarrinhoTx, criarCotacaoTx } from '../../modules/cotacoes/cotacoes.service.ts';
import { salvarPassageirosTx } from '../../modules/passageiros/passageiros.service.ts';
import type { DbOrTx } from '../client.ts';
import {
  cias_aereas,
  contatos,
  documentos_contato,
  fornecedores,
  moedas,
  orcamentos,
  usuarios,
  vendas,
} from '../schema/index.ts';

/** The three passengers of the Lisbon trip, each a case of the documents' check (decision 0076). */
export const PASSAGEIROS_DEMO = {
  completa: { nome: 'Helena', sobrenome: 'Duarte Campos', cpf: '39053344705', data_nascimento: '1984-09-03' },
  semPassaporte: { nome: 'Rui', sobrenome: 'Albuquerque Neto', cpf: null, data_nascimento: null },
  menor: { nome: 'Marina', sobrenome: 'Duarte Campos', cpf: null, data_nascimento: '2014-08-20' },
} as const;

export const PASSAGEIROS_DEMO_DESCRICAO = 'Lisboa em família';

/**
 * A sale in proposta with a São Paulo → Lisbon request and two of its quotes in the cart, its three
 * passengers chosen once: Helena with every document, Rui with no passport, CPF nor birth date, and her
 * daughter Marina, a minor travelling with one parent. The cart shows their warnings.
 */
export async function seedPassageirosDemo(tx: DbOrTx): Promise<void> {
  const [consultor] = await tx.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  const [cotador] = await tx.select().from(usuarios).where(eq(usuarios.username, 'cotador'));
  const [fornecedor] = await tx
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .orderBy(asc(fornecedores.id));
  if (!consultor || !cotador || !fornecedor) return;
  // the quotes are priced in reais and their legs' airports read: a database seeded without the reference
  // data (a test's own) has neither, and no cart to show
  const [real] = await tx.select({ id: moedas.id }).from(moedas).where(eq(moedas.sigla, 'BRL'));
  if (!real) return;
  const [tap] = await tx
    .select({ id: cias_aereas.id })
    .from(cias_aereas)
    .where(inArray(cias_aereas.iata, ['TP']));

  const contato = async (
    dados: { nome: string; sobrenome: string; cpf: string | null; data_nascimento: string | null },
    extra = {},
  ) => {
    const [row] = await tx
      .insert(contatos)
      .values({
        ...dados,
        perfil: 'passageiro_internacional',
        nome_busca: normalizarBusca(dados.nome, dados.sobrenome, dados.cpf),
        created_by: consultor.id,
        ...extra,
      })
      .returning({ id: contatos.id });
    if (!row) throw new Error('demo passenger not created');
    return row.id;
  };
  const helena = await contato(PASSAGEIROS_DEMO.completa);
  const rui = await contato(PASSAGEIROS_DEMO.semPassaporte, { perfil: 'contato_basico' });
  const marina = await contato(PASSAGEIROS_DEMO.menor, { relacao: helena, tipo_relacao: 'Mãe' });
  await tx.insert(documentos_contato).values([
    {
      contato_id: helena,
      tipo: 'passaporte',
      numero: 'GC482913',
      data_emissao: '2022-02-14',
      data_validade: '2032-02-13',
      pais: 'Brasil',
      nome_passaporte: 'HELENA DUARTE CAMPOS',
      created_by: consultor.id,
    },
    {
      contato_id: marina,
      tipo: 'passaporte',
      numero: 'GC517204',
      data_emissao: '2024-06-03',
      data_validade: '2029-06-02',
      pais: 'Brasil',
      nome_passaporte: 'MARINA DUARTE CAMPOS',
      created_by: consultor.id,
    },
  ]);

  const [venda] = await tx
    .insert(vendas)
    .values({ status: 'proposta', cliente: helena, consultor: consultor.id, created_by: consultor.id })
    .returning({ id: vendas.id });
  if (!venda) return;
  const detalhes = ZOrcamentoVoo.parse({
    tipo_trecho: 'ida_volta',
    adultos: 2,
    criancas: 1,
    trechos: [
      { origem: 'São Paulo (GRU)', destino: 'Lisboa (LIS)', data_inicio: '2027-05-12' },
      { origem: 'Lisboa (LIS)', destino: 'São Paulo (GRU)', data_inicio: '2027-05-27' },
    ],
  });
  const [orcamento] = await tx
    .insert(orcamentos)
    .values({
      venda: venda.id,
      tipo_servico: 'orcamento_voo',
      descricao: PASSAGEIROS_DEMO_DESCRICAO,
      detalhes,
      created_by: consultor.id,
    })
    .returning({ id: orcamentos.id });
  if (!orcamento) return;

  const autor = { user: { id: cotador.id, cotador_extra: cotador.cotador_extra ?? [] }, ip: null };
  const perna = (origem: string, destino: string, partida: string, chegada: string) => ({
    origem,
    destino,
    cia_aerea: tap?.id ?? null,
    data_hora_partida: partida,
    data_hora_chegada: chegada,
    numero_do_voo: `TP${origem === 'GRU' ? '88' : '87'}`,
    adultos: 2,
    criancas: 1,
  });
  const opcoes = [
    {
      descricao: 'TAP direto',
      custo: '4380.00',
      ida: [perna('GRU', 'LIS', '2027-05-12T22:05', '2027-05-13T11:40')],
    },
    {
      descricao: 'TAP com conexão no Porto',
      custo: '3920.00',
      ida: [
        perna('GRU', 'OPO', '2027-05-12T19:30', '2027-05-13T09:10'),
        perna('OPO', 'LIS', '2027-05-13T11:00', '2027-05-13T11:55'),
      ],
    },
  ];
  for (const opcao of opcoes) {
    const body = ZCotacaoSave.parse({
      descricao: opcao.descricao,
      cotado_por: cotador.id,
      cotacao_voo: {
        subcotacoes: [
          {
            tipo_cotacao: 'pagante',
            fornecedor: fornecedor.id,
            custo_bilhete: opcao.custo,
            custo_taxa_embarque: '412.80',
            rav: '300.00',
            bilhete_ida: true,
            bilhete_volta: true,
            bilhete_independente: false,
            viagem: {
              trechos: [
                { pernas: opcao.ida },
                { pernas: [perna('LIS', 'GRU', '2027-05-27T10:30', '2027-05-27T17:45')] },
              ],
            },
          },
        ],
      },
    });
    const cotacao = await criarCotacaoTx(tx, { orcamento: orcamento.id, body, ...autor });
    await addCarrinhoTx(tx, { venda: venda.id, cotacao: cotacao.id, ...autor });
  }
  await salvarPassageirosTx(tx, {
    orcamento: orcamento.id,
    body: { contatos: [helena, rui, marina] },
    user: consultor,
    ip: null,
  });
}
