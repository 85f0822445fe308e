import {
  COTACAO_MESSAGES as C,
  COTACAO_API_MESSAGES,
  type CotacaoSaveInput,
  type CotacaoView,
  ZCotacao,
  ZCotacaoSave,
} from '@skyler/domain/cotacoes';
import { MILHAS_TABELA_MESSAGES } from '@skyler/domain/milhas';
import {
  COTACAO_CALCULO_MESSAGES,
  type ContextoPreco,
  calcularCotacao,
} from '@skyler/domain/precos/calculo-cotacao';
import { MILHAS_MESSAGES as PRECO_MILHAS } from '@skyler/domain/precos/milhas';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cotacoes,
  cotacoes_imagens,
  logs,
  moedas,
  notificacoes,
  orcamentos,
  subcotacoes,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import {
  contar,
  corpoCarro,
  corpoHotel,
  corpoOutro,
  corpoVoo,
  criarImagem,
  criarOrcamento,
  criarVenda,
  idDoUsuario,
  ROLES_STAFF,
} from '../../test/fixtures.ts';
import { ids, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';

let venda: number;
const orc = {} as Record<'voo' | 'hotel' | 'carro' | 'outro', number>;

usarAppComReferencia();

beforeAll(async () => {
  venda = await criarVenda(t.db);
  orc.voo = await criarOrcamento(t.db, { venda, tipo: 'orcamento_voo' });
  orc.hotel = await criarOrcamento(t.db, { venda, tipo: 'orcamento_hotel' });
  orc.carro = await criarOrcamento(t.db, { venda, tipo: 'orcamento_carro' });
  orc.outro = await criarOrcamento(t.db, { venda, tipo: 'orcamento_outro' });
}, 120_000);

const post = (orcamento: number, payload: object, username = 'cotador') =>
  t.injectAs(username, { method: 'POST', url: `/api/orcamentos/${orcamento}/cotacoes/`, payload });

async function criada(
  orcamento: number,
  payload: CotacaoSaveInput,
  username = 'cotador',
): Promise<CotacaoView> {
  const response = await post(orcamento, payload, username);
  expect(response.statusCode, response.body).toBe(201);
  return ZCotacao.parse(response.json());
}

const ANO = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });

/** The pricing's context read the way the quote dialog reads it: currencies, both miles tables, discount. */
async function contextoComoODialogo(): Promise<ContextoPreco> {
  const listaMoedas = await t.db.select().from(moedas);
  const tabela = [];
  for (const tipo of ['preco_de_venda', 'custo']) {
    const response = await t.injectAs('cotador', { method: 'GET', url: `/api/milhas/?tipo=${tipo}` });
    expect(response.statusCode).toBe(200);
    tabela.push(...response.json());
  }
  const desagio = await t.injectAs('cotador', {
    method: 'GET',
    url: '/api/milhas-validadas/desagio_compra/',
  });
  return {
    ano: Number(ANO.format(new Date())),
    moedas: new Map(listaMoedas.map((m) => [m.id, { sigla: m.sigla, cambio: m.cambio }])),
    tabelaMilhas: tabela.map((linha) => ({ ...linha, programa: linha.programa.id })),
    desagio: desagio.json().desagio_compra,
  };
}

/** The answer and the stored rows hold exactly what `calcularCotacao` gives for the same inputs. */
async function expectPrecoDoCalculo(cotacao: CotacaoView, body: CotacaoSaveInput) {
  const esperado = calcularCotacao(ZCotacaoSave.parse(body), await contextoComoODialogo());
  expect(esperado.erros).toEqual([]);
  const campos = [
    'custo_total',
    'custo_agencia',
    'valor_ajuste',
    'valor_final',
    'valor_incentivo',
    'lucro_porcentagem',
    'cor_lucro',
  ] as const;
  for (const campo of campos) expect(cotacao[campo], campo).toBe(esperado[campo]);
  const [linha] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, cotacao.id));
  for (const campo of campos.filter((c) => c !== 'cor_lucro' && c !== 'lucro_porcentagem'))
    expect(linha?.[campo], campo).toBe(esperado[campo]);
  expect(Number(linha?.lucro_porcentagem)).toBe(Number(esperado.lucro_porcentagem));
  const bilhetes = await t.db
    .select()
    .from(subcotacoes)
    .where(eq(subcotacoes.cotacao, cotacao.id))
    .orderBy(subcotacoes.ordem);
  bilhetes.forEach((bilhete, indice) => {
    const parte = esperado.partes[indice];
    expect(bilhete.total).toBe(parte?.venda);
    expect(bilhete.custo_agencia).toBe(parte?.custo);
    expect(bilhete.milheiro_efetivo).toBe(parte?.milheiro_efetivo);
    expect(cotacao.cotacao_voo?.subcotacoes[indice]?.total).toBe(parte?.venda);
  });
  return esperado;
}

describe('POST /api/orcamentos/{id}/cotacoes/: a quote priced by the server', () => {
  it('stores a round trip of paid, miles and wallet tickets with the totals of calcularCotacao', async () => {
    const body = corpoVoo(ids);
    const cotacao = await criada(orc.voo, body);
    const esperado = await expectPrecoDoCalculo(cotacao, body);
    expect(esperado.partes).toHaveLength(3);
    expect(cotacao).toMatchObject({
      orcamento: orc.voo,
      venda,
      tipo_servico: 'orcamento_voo',
      status: 'orcamento',
      tipo_cotacao: 'pagante',
      archived_at: null,
      carrinho_em: null,
      pode_ir_carrinho: true,
      cotador: { nome: 'Caio', sobrenome: 'Cotador' },
      cotado_por: { id: ids.cotador },
      cotacao_hotel: null,
    });
    const [ida, volta, wallet] = cotacao.cotacao_voo?.subcotacoes ?? [];
    // the miles return: 60,000 LATAM Pass miles in the 4th tier (R$ 33) moved by −0.5
    expect(volta).toMatchObject({
      tipo_cotacao: 'milha',
      milheiro_efetivo: '32.50',
      custo_bilhete: '1950.00',
    });
    expect(volta?.total).toBe('2139.90');
    // bought at the cost table's price of the same (4th) tier, R$ 25,50 the thousand, plus the boarding fee
    expect(volta?.custo_agencia).toBe('1619.90');
    // the wallet ticket costs the agency the average discount, the own 12.5 % while no purchase is validated
    expect(wallet?.custo_agencia).toBe('1795.00');
    expect(ida?.bilhete_fk).toBe(volta?.id);
    expect(volta?.bilhete_fk).toBe(ida?.id);
    expect(ida?.viagem).toMatchObject({ trechos: [{ pernas: [{ ordem: 1, origem: 'GRU' }, { ordem: 2 }] }] });
    expect(cotacao.fornecedores.map((f) => f.id)).toEqual([ids.fornecedorAereo]);
  });

  it('ignores totals sent by the browser', async () => {
    const body = { ...corpoHotel(ids), custo_total: '1.00', valor_final: '1.00', lucro_porcentagem: '99' };
    const cotacao = await criada(orc.hotel, body as CotacaoSaveInput);
    // 3 to 4 nights (3.5) at R$ 480,00 + extras 120 + RAV 150 (docs/pricing.md)
    expect(cotacao.custo_total).toBe('1950.00');
    expect(cotacao.valor_final).toBe('1950.00');
    await expectPrecoDoCalculo(cotacao, corpoHotel(ids));
  });

  it('stores hotel, car and other parts with their fields, supplier, provider and images', async () => {
    const imagens = [
      await criarImagem(t.db, ids.provedorHotel, 'fachada'),
      await criarImagem(t.db, ids.provedorHotel, 'quarto'),
    ];
    const hotel = await criada(orc.hotel, corpoHotel(ids, { imagens_provedor: imagens }));
    expect(hotel.cotacao_hotel).toMatchObject({
      nome_hotel: 'Grand Hotel Serra Verde',
      cafe: true,
      fornecedor: ids.fornecedorHotel,
      provedor: ids.provedorHotel,
      imagens_provedor: imagens,
      total: '1950.00',
    });
    expect(hotel.cotacao_hotel?.imagens).toEqual([
      {
        id: imagens[0],
        titulo: 'fachada',
        url: `/api/provedores/${ids.provedorHotel}/imagens/${imagens[0]}/`,
      },
      {
        id: imagens[1],
        titulo: 'quarto',
        url: `/api/provedores/${ids.provedorHotel}/imagens/${imagens[1]}/`,
      },
    ]);
    expect(hotel.fornecedores).toMatchObject([
      { id: ids.fornecedorHotel, nome: 'Rota Sul Operadora de Turismo' },
    ]);

    const carroBody = corpoCarro(ids);
    const carro = await criada(orc.carro, carroBody);
    // 7 × 189.90 + 210 insurance + RAV 80
    expect(carro.custo_total).toBe('1619.30');
    expect(carro.cotacao_carro).toMatchObject({ tipo_carro: 'SUV automático', diarias: 7 });
    await expectPrecoDoCalculo(carro, carroBody);

    const outroBody = corpoOutro(ids, { moeda: 1 });
    const outro = await criada(orc.outro, outroBody, 'admin');
    await expectPrecoDoCalculo(outro, outroBody);
    expect(outro.cotacao_outro).toMatchObject({ nome_servico: 'Passeio de 4x4 pelas lagoas', moeda: 1 });
    expect(outro.cotador).toMatchObject({ nome: 'Ana' });
  });

  it('counts the request’s quotes, writes an audit row and notifies the sale’s consultant', async () => {
    const antes = await contar(t.db);
    const cotacao = await criada(orc.outro, corpoOutro(ids));
    const [orcamento] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, orc.outro));
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(cotacoes)
      .where(and(eq(cotacoes.orcamento, orc.outro), isNull(cotacoes.archived_at)))) as [{ n: number }];
    expect(orcamento?.quantidade_cotacoes).toBe(n);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'cotacao_criada'), sql`${logs.meta}->>'id' = ${String(cotacao.id)}`));
    expect(log).toMatchObject({ venda, usuario: ids.cotador, meta: { entidade: 'cotacao', id: cotacao.id } });
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.context, 'cotacao'), eq(notificacoes.log, log?.id ?? 0)));
    expect(notificacao).toMatchObject({ venda, consultor: await idDoUsuario(t.db, 'consultor') });
    expect(await contar(t.db)).toMatchObject({
      cotacoes: (antes.cotacoes ?? 0) + 1,
      logs: (antes.logs ?? 0) + 1,
      notificacoes: (antes.notificacoes ?? 0) + 1,
    });
  });

  it('lets every staff account quote', async () => {
    for (const username of ROLES_STAFF) {
      const eu = await idDoUsuario(t.db, username);
      await criada(orc.outro, corpoOutro(ids, {}), username).then((c) => expect(c.cotador?.id).toBe(eu));
    }
  });
});

describe('refusals of a quote, with nothing written', () => {
  async function expectRecusa(
    response: Awaited<ReturnType<typeof post>>,
    status: number,
    detail: string,
    campo?: string,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    expect(expectDetail(response)).toBe(detail);
    if (campo) expect(response.json().errors[campo]).toContain(detail);
  }

  async function semEscrever(fazer: () => Promise<void>) {
    const antes = await contar(t.db);
    const [orcamentoAntes] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, orc.voo));
    await fazer();
    expect(await contar(t.db)).toEqual(antes);
    const [orcamentoDepois] = await t.db.select().from(orcamentos).where(eq(orcamentos.id, orc.voo));
    expect(orcamentoDepois).toEqual(orcamentoAntes);
  }

  it('404 for an unknown request, 409 for a closed one, 400 for a part of another kind', async () => {
    await semEscrever(async () => {
      await expectRecusa(await post(999_999, corpoVoo(ids)), 404, C.orcamentoNaoEncontrado);
      const fechado = await criarOrcamento(t.db, { venda, tipo: 'orcamento_voo', status: 'fechado' });
      await expectRecusa(await post(fechado, corpoVoo(ids)), 409, C.orcamentoFechado);
      await expectRecusa(await post(orc.voo, corpoHotel(ids)), 400, C.tipoDiferente, 'cotacao_voo');
    });
  });

  it('400 for ids that do not exist, by field path', async () => {
    await semEscrever(async () => {
      const voo = corpoVoo(ids);
      const [pago, milha] = voo.cotacao_voo?.subcotacoes ?? [];
      if (!pago || !milha) throw new Error('fixture');
      pago.fornecedor = 999_999;
      pago.provedor = 999_999;
      pago.moeda = 999;
      milha.programa_fidelidade = 999_999;
      const primeiraPerna = milha.viagem.trechos[0]?.pernas[0];
      if (primeiraPerna) primeiraPerna.cia_aerea = 999_999;
      const response = await post(orc.voo, voo);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        'cotacao_voo.subcotacoes.0.fornecedor': [C.fornecedorInexistente],
        'cotacao_voo.subcotacoes.0.provedor': [C.provedorInexistente],
        'cotacao_voo.subcotacoes.0.moeda': [C.moedaInexistente],
        'cotacao_voo.subcotacoes.1.programa_fidelidade': [C.programaInexistente],
        'cotacao_voo.subcotacoes.1.viagem.trechos.0.pernas.0.cia_aerea': [C.ciaInexistente],
      });
      await expectRecusa(
        await post(orc.voo, { ...corpoVoo(ids), cotado_por: await idDoUsuario(t.db, 'cliente') }),
        400,
        COTACAO_API_MESSAGES.cotadorInvalido,
        'cotado_por',
      );
      await expectRecusa(
        await post(orc.voo, { ...corpoVoo(ids), cotado_por: 999_999 }),
        400,
        COTACAO_API_MESSAGES.cotadorInvalido,
        'cotado_por',
      );
    });
  });

  it('400 for images of another provider or without a provider', async () => {
    const deOutro = await criarImagem(t.db, ids.outroProvedorHotel, 'praia');
    await semEscrever(async () => {
      const path = 'cotacao_hotel.imagens_provedor';
      await expectRecusa(
        await post(orc.hotel, corpoHotel(ids, { imagens_provedor: [deOutro] })),
        400,
        C.imagemDeOutroProvedor,
        path,
      );
      await expectRecusa(
        await post(orc.hotel, corpoHotel(ids, { provedor: null, imagens_provedor: [deOutro] })),
        400,
        C.imagemDeOutroProvedor,
        path,
      );
      await expectRecusa(
        await post(orc.hotel, corpoHotel(ids, { imagens_provedor: [999_999] })),
        400,
        C.imagemDeOutroProvedor,
        path,
      );
    });
  });

  it('400 for a fixed price per thousand below the floor, from the pricing', async () => {
    await semEscrever(async () => {
      const voo = corpoVoo(ids);
      const milha = voo.cotacao_voo?.subcotacoes[1];
      if (milha) milha.milheiro = '20.00';
      await expectRecusa(
        await post(orc.voo, voo),
        400,
        PRECO_MILHAS.milheiroAbaixoPiso,
        'cotacao_voo.subcotacoes.1.milheiro',
      );
    });
  });

  it('9. 400 for a quote whose final value is negative, from the pricing', async () => {
    await semEscrever(async () => {
      const outro = corpoOutro(ids, { custo_total: '1000.00', rav: '0' });
      await expectRecusa(
        await post(orc.outro, { ...outro, ajuste_ativado: true, valor_ajuste_absoluto: '-1000.01' }),
        400,
        COTACAO_CALCULO_MESSAGES.valorFinalNegativo,
        'valor_final',
      );
    });
  });

  it('nothing becomes free: a final value of zero or less is refused while the quote costs something', async () => {
    await semEscrever(async () => {
      const outro = corpoOutro(ids, { custo_total: '1000.00', rav: '60.00' });
      // −100 %, and an adjustment equal to cost + RAV: R$ 0,00 for a service the agency pays R$ 1.000,00
      for (const ajuste of [{ valor_ajuste_porcentagem: '-100' }, { valor_ajuste_absoluto: '-1060.00' }]) {
        await expectRecusa(
          await post(orc.outro, { ...outro, ajuste_ativado: true, ...ajuste }),
          400,
          COTACAO_CALCULO_MESSAGES.valorFinalGratuito,
          'valor_final',
        );
      }
    });
  });

  it("a quote's stored parts add up: the final value is rounded once and the adjustment derived", async () => {
    // 18.014,10 − 5 % = 17.113,395: the final value rounds to 17.113,40, so the adjustment is −900,70
    const corpo = corpoOutro(ids, { custo_total: '18014.10', rav: '0' });
    const proprio = await criarOrcamento(t.db, { venda, tipo: 'orcamento_outro' });
    const cotacao = await criada(proprio, { ...corpo, ajuste_ativado: true, valor_ajuste_porcentagem: '-5' });
    const [row] = await t.db
      .select({ custo: cotacoes.custo_total, ajuste: cotacoes.valor_ajuste, final: cotacoes.valor_final })
      .from(cotacoes)
      .where(eq(cotacoes.id, cotacao.id));
    expect(row).toEqual({ custo: '18014.10', ajuste: '-900.70', final: '17113.40' });
    expect(cotacao.valor_ajuste).toBe('-900.70');
    expect(cotacao.valor_final).toBe('17113.40');
  });

  it('400 for amounts no column holds', async () => {
    await semEscrever(async () => {
      await expectRecusa(
        await post(orc.voo, { ...corpoVoo(ids), valor_ajuste_porcentagem: '1000000' }),
        400,
        COTACAO_API_MESSAGES.valorForaDoLimite,
        'valor_ajuste_porcentagem',
      );
      const caro = corpoVoo(ids);
      const pago = caro.cotacao_voo?.subcotacoes[0];
      if (pago) pago.custo_bilhete = '900000000000';
      await expectRecusa(
        await post(orc.voo, caro),
        400,
        COTACAO_API_MESSAGES.valorForaDoLimite,
        'non_field_errors',
      );
    });
  });

  it('the messages of the dialog’s schema (part 1 §5)', async () => {
    const voo = (alterar: (b: ReturnType<typeof corpoVoo>) => void) => {
      const body = corpoVoo(ids);
      alterar(body);
      return body;
    };
    const bilhete = (body: ReturnType<typeof corpoVoo>, i: number) => {
      const b = body.cotacao_voo?.subcotacoes[i];
      if (!b) throw new Error('fixture');
      return b;
    };
    const casos: [object, string, string][] = [
      [{ ...corpoVoo(ids), descricao: '' }, C.descricaoObrigatoria, 'descricao'],
      [{ ...corpoVoo(ids), descricao: 'x'.repeat(31) }, C.descricaoLonga, 'descricao'],
      [{ ...corpoVoo(ids), cotado_por: null }, C.cotadorObrigatorio, 'cotado_por'],
      [
        voo((b) => {
          bilhete(b, 0).fornecedor = null;
        }),
        C.fornecedorObrigatorio,
        'cotacao_voo.subcotacoes.0.fornecedor',
      ],
      [
        voo((b) => {
          bilhete(b, 1).programa_fidelidade = null;
        }),
        C.programaObrigatorio,
        'cotacao_voo.subcotacoes.1.programa_fidelidade',
      ],
      [
        voo((b) => {
          bilhete(b, 1).quantidade_milhas = 0;
        }),
        PRECO_MILHAS.quantidadeZero,
        'cotacao_voo.subcotacoes.1.quantidade_milhas',
      ],
      [
        { ...corpoVoo(ids), cotacao_voo: { subcotacoes: [] } },
        C.bilheteObrigatorio,
        'cotacao_voo.subcotacoes',
      ],
      [
        voo((b) => {
          const perna = bilhete(b, 0).viagem.trechos[0]?.pernas[0];
          if (perna) perna.executiva = true;
        }),
        C.classeUnica,
        'cotacao_voo.subcotacoes.0.viagem.trechos.0.pernas.0.economica',
      ],
      [
        voo((b) => {
          const perna = bilhete(b, 0).viagem.trechos[0]?.pernas[0];
          if (perna) perna.bagagem_23kg = 6;
        }),
        C.bagagem,
        'cotacao_voo.subcotacoes.0.viagem.trechos.0.pernas.0.bagagem_23kg',
      ],
      [
        voo((b) => {
          bilhete(b, 0).anotacao_custo_extra = 'x'.repeat(501);
        }),
        C.anotacaoLonga,
        'cotacao_voo.subcotacoes.0.anotacao_custo_extra',
      ],
      [
        voo((b) => {
          bilhete(b, 0).rav = '-1';
        }),
        C.valorNegativo,
        'cotacao_voo.subcotacoes.0.rav',
      ],
      [
        voo((b) => {
          const perna = bilhete(b, 0).viagem.trechos[0]?.pernas[0];
          if (perna) perna.origem = 'GR';
        }),
        C.aeroportoObrigatorio,
        'cotacao_voo.subcotacoes.0.viagem.trechos.0.pernas.0.origem',
      ],
      [
        voo((b) => {
          const perna = bilhete(b, 0).viagem.trechos[0]?.pernas[0];
          if (perna) perna.data_hora_partida = '2027-02-30T10:00';
        }),
        C.dataHoraInvalida,
        'cotacao_voo.subcotacoes.0.viagem.trechos.0.pernas.0.data_hora_partida',
      ],
      [
        voo((b) => {
          const trecho = bilhete(b, 0).viagem.trechos[0];
          if (trecho) trecho.pernas = [];
        }),
        C.pernaObrigatoria,
        'cotacao_voo.subcotacoes.0.viagem.trechos.0.pernas',
      ],
      [
        voo((b) => {
          bilhete(b, 0).custo_bilhete = 'mil reais';
        }),
        C.valorInvalido,
        'cotacao_voo.subcotacoes.0.custo_bilhete',
      ],
      [
        voo((b) => {
          bilhete(b, 0).imagens_provedor = [1, 2, 3, 4, 5];
        }),
        C.imagensLimite,
        'cotacao_voo.subcotacoes.0.imagens_provedor',
      ],
    ];
    await semEscrever(async () => {
      for (const [body, message, campo] of casos) {
        const response = await post(orc.voo, body);
        expect(response.statusCode, `${message} ${response.body}`).toBe(400);
        expect(response.json().errors[campo], campo).toContain(message);
      }
      const hotel = await post(orc.hotel, corpoHotel(ids, { diarias_min: 1 }));
      expect(hotel.json().errors['cotacao_hotel.diarias_min']).toContain(C.diariasForaDoRange);
      const semFornecedor = await post(orc.hotel, corpoHotel(ids, { fornecedor: null }));
      expect(semFornecedor.json().errors['cotacao_hotel.fornecedor']).toContain(C.fornecedorObrigatorio);
      const outro = await post(orc.outro, corpoOutro(ids, { nome_servico: '' }));
      expect(outro.json().errors['cotacao_outro.nome_servico']).toContain(C.nomeServicoObrigatorio);
    });
  });

  it('the own discount missing: a wallet ticket cannot be priced (409), nothing else changes', async () => {
    await t.db.execute(sql`delete from parametros where chave = 'desagio_proprio'`);
    try {
      await semEscrever(async () => {
        await expectRecusa(
          await post(orc.voo, corpoVoo(ids)),
          409,
          MILHAS_TABELA_MESSAGES.desagioProprioNaoEncontrado,
        );
      });
    } finally {
      await t.db.execute(sql`insert into parametros (chave, valor) values ('desagio_proprio', 12.5)`);
    }
  });

  it('one transaction: a failure at the last write leaves no quote, ticket, image, count or log', async () => {
    await t.db.execute(sql`create function falha_teste() returns trigger language plpgsql as $$
      begin raise exception 'falha de teste' using errcode = '23514'; end $$`);
    await t.db.execute(
      sql`create trigger falha_teste before insert on notificacoes for each row execute function falha_teste()`,
    );
    try {
      const imagens = await t.db.select().from(cotacoes_imagens);
      await semEscrever(async () => {
        const response = await post(orc.voo, corpoVoo(ids));
        expect(response.statusCode).toBe(409);
      });
      expect(await t.db.select().from(cotacoes_imagens)).toEqual(imagens);
    } finally {
      await t.db.execute(sql`drop trigger falha_teste on notificacoes`);
      await t.db.execute(sql`drop function falha_teste()`);
    }
  });

  it('a customer account gets 403 and nobody signed in 401', async () => {
    await semEscrever(async () => {
      expect((await post(orc.voo, corpoVoo(ids), 'cliente')).statusCode).toBe(403);
      const anonimo = await t.inject({
        method: 'POST',
        url: `/api/orcamentos/${orc.voo}/cotacoes/`,
        payload: corpoVoo(ids),
      });
      expect(anonimo.statusCode).toBe(401);
    });
  });
});

describe('reading quotes', () => {
  it('GET /api/orcamentos/{id}/cotacoes/: not archived, oldest first; archived with arquivadas=true', async () => {
    const primeira = await criada(orc.carro, corpoCarro(ids));
    const segunda = await criada(orc.carro, corpoCarro(ids, { diarias: 3 }));
    await t.db.update(cotacoes).set({ archived_at: new Date() }).where(eq(cotacoes.id, primeira.id));
    const lista = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/orcamentos/${orc.carro}/cotacoes/`,
    });
    const idsLista = lista.json().map((c: CotacaoView) => c.id);
    expect(idsLista).toContain(segunda.id);
    expect(idsLista).not.toContain(primeira.id);
    expect(idsLista).toEqual([...idsLista].sort((a, b) => a - b));
    const todas = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/orcamentos/${orc.carro}/cotacoes/?arquivadas=true`,
    });
    expect(todas.json().map((c: CotacaoView) => c.id)).toContain(primeira.id);
    const semOrcamento = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/orcamentos/999999/cotacoes/',
    });
    expect(semOrcamento.statusCode).toBe(404);
    expect(expectDetail(semOrcamento)).toBe(C.orcamentoNaoEncontrado);
  });

  it('GET /api/cotacoes/, /api/cotacoes/{id}/ and /api/subcotacoes/', async () => {
    const voo = await criada(orc.voo, corpoVoo(ids));
    const recentes = await t.injectAs('emissor', { method: 'GET', url: '/api/cotacoes/' });
    expect(recentes.statusCode).toBe(200);
    expect(recentes.json()[0].id).toBe(voo.id);
    expect(recentes.json().length).toBeLessThanOrEqual(100);
    const uma = await t.injectAs('financeiro', { method: 'GET', url: `/api/cotacoes/${voo.id}/` });
    expect(uma.json()).toEqual(JSON.parse(JSON.stringify(voo)));
    const nenhuma = await t.injectAs('financeiro', { method: 'GET', url: '/api/cotacoes/999999/' });
    expect(nenhuma.statusCode).toBe(404);
    expect(expectDetail(nenhuma)).toBe(COTACAO_API_MESSAGES.naoEncontrada);
    const bilhetes = await t.injectAs('milhas', { method: 'GET', url: '/api/subcotacoes/' });
    expect(bilhetes.json()[0]).toMatchObject({ cotacao: voo.id, tipo_cotacao: 'wallet', ordem: 3 });
  });

  it('the supplier detail lists its quotes and tickets', async () => {
    const voo = await criada(orc.voo, corpoVoo(ids));
    const hotel = await criada(orc.hotel, corpoHotel(ids));
    const aereo = await t.injectAs('sdr', {
      method: 'GET',
      url: `/api/fornecedores/${ids.fornecedorAereo}/cotacoes/`,
    });
    expect(aereo.json()).toContainEqual({
      id: voo.id,
      orcamento: orc.voo,
      venda,
      tipo_servico: 'orcamento_voo',
      created_at: expect.any(String),
    });
    const doHotel = await t.injectAs('sdr', {
      method: 'GET',
      url: `/api/fornecedores/${ids.fornecedorHotel}/cotacoes/`,
    });
    expect(doHotel.json().map((c: { id: number }) => c.id)).toContain(hotel.id);
    expect(doHotel.json().map((c: { id: number }) => c.id)).not.toContain(voo.id);
    const bilhetes = await t.injectAs('sdr', {
      method: 'GET',
      url: `/api/fornecedores/${ids.fornecedorAereo}/subcotacoes/`,
    });
    expect(bilhetes.json()).toContainEqual({
      id: voo.cotacao_voo?.subcotacoes[0]?.id,
      cotacao: voo.id,
      venda,
      tipo_cotacao: 'pagante',
      created_at: expect.any(String),
    });
  });

  it('every read refuses a customer account (403) and nobody signed in (401)', async () => {
    for (const url of [
      `/api/orcamentos/${orc.voo}/cotacoes/`,
      '/api/cotacoes/',
      '/api/cotacoes/1/',
      '/api/subcotacoes/',
    ]) {
      expect((await t.injectAs('cliente', { method: 'GET', url })).statusCode, url).toBe(403);
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
