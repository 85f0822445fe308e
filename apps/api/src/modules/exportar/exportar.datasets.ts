import { GENEROS, PERFIS_CONTATO, TIERS, ZContatosQuery } from '@skyler/domain/contatos';
import { COTACAO_STATUS, TIPOS_COTACAO } from '@skyler/domain/cotacoes';
import { podeVerPainelCompleto } from '@skyler/domain/dashboard';
import { EMISSAO_STATUS, TIPOS_EMISSAO, ZEmissoesQuery } from '@skyler/domain/emissoes';
import { ZEmpresasQuery } from '@skyler/domain/empresas';
import {
  conferirPeriodo,
  EXPORTAR_ROTA_RESTRITA,
  type ExportarDataset,
  type PeriodoExportacao,
  ZPeriodoExportacao,
} from '@skyler/domain/exportar';
import { DISPLAY_TIME_ZONE, EMPTY_DISPLAY, formatPhone } from '@skyler/domain/formatters';
import { FAIXAS_TABELA_MILHAS, TIPOS_TABELA_MILHAS, ZTabelaMilhasQuery } from '@skyler/domain/milhas';
import { podeVerContasMilhas, ZMilhasValidadasQuery } from '@skyler/domain/milhas-validadas';
import {
  CLASSES_CABINE,
  ORCAMENTO_STATUS,
  TIPOS_ORCAMENTO,
  ZOrcamentosDetalhadoQuery,
} from '@skyler/domain/orcamentos';
import {
  MEIOS_PAGAMENTO,
  PAGAMENTO_STATUS,
  TIPOS_PAGAMENTO,
  ZPagamentosQuery,
} from '@skyler/domain/pagamentos';
import { type CompraValidada, custosDasCompras } from '@skyler/domain/precos/custo-real';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import { fatorMoeda } from '@skyler/domain/precos/moedas';
import { calcularResultado } from '@skyler/domain/precos/resultado';
import { type ParteDosTotais, type TotaisVenda, totaisDaVenda } from '@skyler/domain/precos/totais-venda';
import { CANAIS_COBRANCA_RAC, RAC_STATUS, TIPOS_RAC, ZRacsQuery } from '@skyler/domain/racs';
import { SERVICO_STATUS, ZServicosQuery } from '@skyler/domain/servicos';
import { MEIO_CONTATO_TIPOS, VENDA_STATUS, ZVendasDetailedQuery } from '@skyler/domain/vendas';
import { and, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  cias_aereas,
  contatos,
  cotacoes,
  emissoes,
  empresas,
  fidelidades,
  fornecedores,
  milhas_validadas,
  moedas,
  orcamentos,
  pagamentos,
  pagamentos_servicos,
  programas,
  provedores,
  racs,
  servicos,
  subcotacoes,
  tabela_milhas,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { contatosWhere } from '../contatos/contatos.queries.ts';
import { emissoesWhere } from '../emissoes/emissoes.queries.ts';
import { empresasWhere } from '../empresas/empresas.queries.ts';
import { tabelaMilhasAtualWhere } from '../milhas/milhas.queries.ts';
import { milhasValidadasWhere } from '../milhas-validadas/milhas-validadas.queries.ts';
import { orcamentosWhere } from '../orcamentos/orcamentos.queries.ts';
import { clienteContato, clienteEmpresa, pagamentosWhere } from '../pagamentos/pagamentos.queries.ts';
import { statusPagamentoSql } from '../pagamentos/status-sql.ts';
import { racsWhere } from '../racs/racs.queries.ts';
import { fidelidadesWhere, programasWhere } from '../referencia/referencia.queries.ts';
import { ZFidelidadesQuery, ZProgramasQuery } from '../referencia/referencia.schemas.ts';
import { servicosWhere } from '../servicos/servicos.queries.ts';
import {
  type EntradasDoResultado,
  entradaDoResultado,
  entradasDoResultadoSql,
  type LinhaServico,
} from '../vendas/resultado.queries.ts';
import { vendasWhere } from '../vendas/vendas.queries.ts';
import { conferirFiltroSemConsultor } from '../vendas/vendas.service.ts';
import type { Coluna, TipoColuna } from './exportar.formatos.ts';
import type { ConsultaExportacao } from './exportar.leitura.ts';

/**
 * One dataset: the list's filters (its query schema without the page) with the period (`de`, `ate`), the
 * restricted route of its list, the columns with their Portuguese headers, and the rows: the list's table,
 * what each row points to (names resolved), and the list's own WHERE with the period's.
 */
export type DatasetExportacao = {
  rota: (typeof EXPORTAR_ROTA_RESTRITA)[ExportarDataset];
  query: z.ZodType<Record<string, unknown>>;
  colunas: Coluna[];
  consulta: (
    filtros: Record<string, unknown>,
    contexto: { usuario: SessionUser },
  ) => Omit<ConsultaExportacao, 'valores'>;
};

/**
 * The date a dataset's period applies to (`EXPORTAR_DATA_DO_PERIODO`): a calendar day (`date`) or an
 * instant (`timestamptz`), whose day is the agency's.
 */
type DataDoPeriodo = { valor: AnyPgColumn; tipo: 'data' | 'datahora' };

const FUSO = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

/**
 * The period's condition: the day between `de` and `ate`, both included; an instant from the start of `de`
 * to the start of the day after `ate` in the agency's time zone, so the column's index serves it.
 */
export function periodoWhere(data: DataDoPeriodo, periodo: PeriodoExportacao): SQL | undefined {
  const { de, ate } = periodo;
  if (de === undefined || ate === undefined) return undefined;
  // a day column is a date or 'YYYY-MM-DD' text (a due date): the parameters take its type
  if (data.tipo === 'data') return sql`${data.valor} >= ${de} and ${data.valor} <= ${ate}`;
  return sql`${data.valor} >= (${de}::date)::timestamp at time zone ${FUSO}
    and ${data.valor} < (${ate}::date + 1)::timestamp at time zone ${FUSO}`;
}

function dataset<Q extends z.ZodObject>(
  nome: ExportarDataset,
  definicao: {
    query: Q;
    /** the dataset's natural date; none for a register exported as it stands (decision 0083) */
    data: DataDoPeriodo | null;
    colunas: Coluna[];
    consulta: (
      filtros: z.output<Q>,
      contexto: { usuario: SessionUser },
    ) => Omit<ConsultaExportacao, 'valores'>;
  },
): DatasetExportacao {
  const consulta = definicao.consulta as DatasetExportacao['consulta'];
  const { data } = definicao;
  return {
    rota: EXPORTAR_ROTA_RESTRITA[nome],
    query: definicao.query.extend(ZPeriodoExportacao.shape).superRefine(conferirPeriodo) as z.ZodType<
      Record<string, unknown>
    >,
    colunas: definicao.colunas,
    consulta: (filtros, contexto) => {
      const lista = consulta(filtros, contexto);
      if (!data) return lista;
      return { ...lista, where: and(lista.where, periodoWhere(data, filtros as PeriodoExportacao)) };
    },
  };
}

const coluna = (
  titulo: string,
  tipo: TipoColuna,
  valor: SQL | AnyPgColumn,
  formatar?: (valor: string) => string,
): Coluna => ({ titulo, tipo, valor: sql`${valor}`, ...(formatar ? { formatar } : {}) });

/** A person's or user's full name. */
const nome = (t: { nome: AnyPgColumn; sobrenome: AnyPgColumn }) =>
  sql`nullif(trim(concat_ws(' ', ${t.nome}, ${t.sobrenome})), '')`;

const rotulo =
  (enumeracao: { label: (valor: string) => string }) =>
  (valor: string): string =>
    enumeracao.label(valor);

/** A stored phone ({pais, codigo, numero}) as the screens show it. */
const telefone = (json: string): string => {
  try {
    const texto = formatPhone(JSON.parse(json));
    return texto === EMPTY_DISPLAY ? '' : texto;
  } catch {
    return '';
  }
};

const semPagina = <T extends z.ZodObject>(schema: T) => schema.omit({ page: true } as never);

// ——— contatos ———

const contatoIndicacao = alias(contatos, 'indicacao');
const contatoCriador = alias(usuarios, 'criador');

const contatosDataset = dataset('contatos', {
  query: semPagina(ZContatosQuery),
  data: { valor: contatos.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', contatos.id),
    coluna('Nome', 'texto', contatos.nome),
    coluna('Sobrenome', 'texto', contatos.sobrenome),
    coluna('CPF', 'texto', contatos.cpf),
    coluna('CNPJ', 'texto', contatos.cnpj),
    coluna('E-mail', 'texto', contatos.email),
    coluna('Telefone', 'texto', contatos.telefone, telefone),
    coluna('Data de nascimento', 'data', contatos.data_nascimento),
    coluna('Gênero', 'texto', contatos.genero, rotulo(GENEROS)),
    coluna('Tier', 'texto', contatos.tier, rotulo(TIERS)),
    coluna('Perfil', 'texto', contatos.perfil, rotulo(PERFIS_CONTATO)),
    coluna('Cliente estrangeiro', 'booleano', contatos.cliente_estrangeiro),
    coluna('Indicação', 'texto', nome(contatoIndicacao)),
    coluna('Instagram', 'texto', contatos.instagram),
    coluna('LinkedIn', 'texto', contatos.linkedin),
    coluna('Observações', 'texto', contatos.observacoes),
    coluna('Criado por', 'texto', nome(contatoCriador)),
    coluna('Criado em', 'datahora', contatos.created_at),
    coluna('Atualizado em', 'datahora', contatos.updated_at),
  ],
  consulta: (filtros) => ({
    id: contatos.id,
    de: sql`${contatos}
      left join ${contatos} as ${contatoIndicacao} on ${contatoIndicacao.id} = ${contatos.indicacao}
      left join ${usuarios} as ${contatoCriador} on ${contatoCriador.id} = ${contatos.created_by}`,
    where: contatosWhere(filtros),
  }),
});

// ——— vendas ———

/**
 * What a sale's amounts are computed from, as one JSON object: its services (value, status, real cost), the
 * shares of its payments in them (`totaisDaVenda`) and, for whoever sees the sale's result (`ve`), the rest of
 * `calcularResultado`'s inputs.
 */
function entradasDaVendaSql(venda: SQL, ve: SQL): SQL {
  return sql`json_build_object(
    'servicos', (select coalesce(json_agg(json_build_object('id', s.id, 'status', s.status,
        'valor_total', s.valor_total::text, 'custo', c.custo_agencia::text) order by s.id), '[]')
      from ${servicos} s join ${cotacoes} c on c.id = s.cotacao where s.venda = ${venda}),
    'partes', (select coalesce(json_agg(json_build_object('servico', ps.servico, 'valor', ps.valor::text,
        'concluido', p.status = 'concluido')), '[]')
      from ${pagamentos_servicos} ps join ${servicos} s on s.id = ps.servico
      join ${pagamentos} p on p.id = ps.pagamento where s.venda = ${venda}),
    'resultado', case when ${ve} then ${entradasDoResultadoSql(venda)} end)`;
}

type EntradasDaVenda = {
  servicos: LinhaServico[];
  partes: ParteDosTotais[];
  resultado: EntradasDoResultado | null;
};
type ValoresDaVenda = TotaisVenda & { margem_liquida: string | null };

/** The last sale's amounts: its four columns read the same inputs, parsed and computed once. */
let ultimaVenda: { json: string; valores: ValoresDaVenda } | null = null;

function valoresDaVenda(json: string): ValoresDaVenda {
  if (ultimaVenda?.json === json) return ultimaVenda.valores;
  const entradas = JSON.parse(json) as EntradasDaVenda;
  const totais = totaisDaVenda(
    entradas.servicos.map((s) => ({ id: s.id, status: s.status, valor_total: s.valor_total ?? '0' })),
    entradas.partes,
  );
  const margem = entradas.resultado
    ? moneyString(calcularResultado(entradaDoResultado(entradas.servicos, entradas.resultado)).margem_liquida)
    : null;
  const valores = { ...totais, margem_liquida: margem };
  ultimaVenda = { json, valores };
  return valores;
}

const valorDaVenda =
  (chave: 'total' | 'pago' | 'em_aberto' | 'margem_liquida') =>
  (json: string): string | null =>
    valoresDaVenda(json)[chave];

const vendaContato = alias(contatos, 'venda_contato');
const vendaEmpresa = alias(empresas, 'venda_empresa');
const vendaIndicacao = alias(contatos, 'venda_indicacao');
const vendaConsultor = alias(usuarios, 'venda_consultor');
const vendaSdr = alias(usuarios, 'venda_sdr');
const vendaCriador = alias(usuarios, 'venda_criador');

const vendasDataset = dataset('vendas', {
  query: semPagina(ZVendasDetailedQuery),
  data: { valor: vendas.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', vendas.id),
    coluna('Status', 'texto', vendas.status, rotulo(VENDA_STATUS)),
    coluna('Cliente', 'texto', nome(vendaContato)),
    coluna('CPF do cliente', 'texto', vendaContato.cpf),
    coluna('Empresa', 'texto', vendaEmpresa.nome),
    coluna('Consultor', 'texto', nome(vendaConsultor)),
    coluna('SDR', 'texto', nome(vendaSdr)),
    coluna('Indicação', 'texto', nome(vendaIndicacao)),
    coluna('Meio de contato', 'texto', vendas.meio_contato_tipo, rotulo(MEIO_CONTATO_TIPOS)),
    coluna('Contato', 'texto', vendas.meio_contato_valor),
    coluna('Motivo do cancelamento', 'texto', vendas.motivo_cancelamento),
    coluna('Criada por', 'texto', nome(vendaCriador)),
    coluna('Criada em', 'datahora', vendas.created_at),
    coluna('Concluída em', 'datahora', vendas.concluida_em),
    coluna('Cancelada em', 'datahora', vendas.cancelada_em),
    coluna('Atualizada em', 'datahora', vendas.updated_at),
    // the sale's money as its screens show it (decisions 0066, 0067), computed by the domain's functions
    {
      ...coluna('Total dos serviços', 'decimal', sql`valores_venda.entradas`),
      calcular: valorDaVenda('total'),
    },
    { ...coluna('Pago', 'decimal', sql`valores_venda.entradas`), calcular: valorDaVenda('pago') },
    { ...coluna('Em aberto', 'decimal', sql`valores_venda.entradas`), calcular: valorDaVenda('em_aberto') },
    // empty for whoever does not see the sale's result (decision 0067)
    {
      ...coluna('Margem líquida', 'decimal', sql`valores_venda.entradas`),
      calcular: valorDaVenda('margem_liquida'),
    },
  ],
  consulta: (filtros, { usuario }) => {
    // the Pega Vendas queue is exported only to those who may list it (decision 0051)
    conferirFiltroSemConsultor(filtros, usuario);
    const vePainel = podeVerPainelCompleto(usuario);
    return {
      id: vendas.id,
      de: sql`${vendas}
        left join lateral (select ${entradasDaVendaSql(
          sql`${vendas.id}`,
          vePainel ? sql`true` : sql`${vendas.consultor} = ${usuario.id}`,
        )} as entradas) as valores_venda on true
        left join ${contatos} as ${vendaContato} on ${vendaContato.id} = ${vendas.cliente}
        left join ${empresas} as ${vendaEmpresa} on ${vendaEmpresa.id} = ${vendas.cliente_empresa}
        left join ${contatos} as ${vendaIndicacao} on ${vendaIndicacao.id} = ${vendas.indicacao}
        left join ${usuarios} as ${vendaConsultor} on ${vendaConsultor.id} = ${vendas.consultor}
        left join ${usuarios} as ${vendaSdr} on ${vendaSdr.id} = ${vendas.sdr}
        left join ${usuarios} as ${vendaCriador} on ${vendaCriador.id} = ${vendas.created_by}`,
      where: vendasWhere(filtros),
    };
  },
});

// ——— orcamentos ———

const orcamentoContato = alias(contatos, 'orcamento_contato');
const orcamentoEmpresa = alias(empresas, 'orcamento_empresa');
const orcamentoConsultor = alias(usuarios, 'orcamento_consultor');
const orcamentoCriador = alias(usuarios, 'orcamento_criador');
const orcamentoFechador = alias(usuarios, 'orcamento_fechador');

const orcamentosDataset = dataset('orcamentos', {
  query: semPagina(ZOrcamentosDetalhadoQuery),
  data: { valor: orcamentos.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', orcamentos.id),
    coluna('Venda', 'inteiro', orcamentos.venda),
    coluna('Tipo de serviço', 'texto', orcamentos.tipo_servico, rotulo(TIPOS_ORCAMENTO)),
    coluna('Status', 'texto', orcamentos.status, rotulo(ORCAMENTO_STATUS)),
    coluna('Descrição', 'texto', orcamentos.descricao),
    coluna('Cotações', 'inteiro', orcamentos.quantidade_cotacoes),
    coluna('Status da venda', 'texto', vendas.status, rotulo(VENDA_STATUS)),
    coluna('Cliente', 'texto', sql`coalesce(${orcamentoEmpresa.nome}, ${nome(orcamentoContato)})`),
    coluna('Consultor', 'texto', nome(orcamentoConsultor)),
    coluna(
      'Cotadores',
      'texto',
      sql`(select string_agg(concat_ws(' ', u.nome, u.sobrenome), ', ' order by u.nome, u.id) from ${usuarios} u where u.id = any(${orcamentos.cotadores}))`,
    ),
    coluna('Criado por', 'texto', nome(orcamentoCriador)),
    coluna('Criado em', 'datahora', orcamentos.created_at),
    coluna('Fechado por', 'texto', nome(orcamentoFechador)),
    coluna('Fechado em', 'datahora', orcamentos.fechado_em),
  ],
  consulta: (filtros) => ({
    id: orcamentos.id,
    de: sql`${orcamentos}
      join ${vendas} on ${vendas.id} = ${orcamentos.venda}
      left join ${contatos} as ${orcamentoContato} on ${orcamentoContato.id} = ${vendas.cliente}
      left join ${empresas} as ${orcamentoEmpresa} on ${orcamentoEmpresa.id} = ${vendas.cliente_empresa}
      left join ${usuarios} as ${orcamentoConsultor} on ${orcamentoConsultor.id} = ${vendas.consultor}
      left join ${usuarios} as ${orcamentoCriador} on ${orcamentoCriador.id} = ${orcamentos.created_by}
      left join ${usuarios} as ${orcamentoFechador} on ${orcamentoFechador.id} = ${orcamentos.fechado_por}`,
    where: orcamentosWhere(filtros),
  }),
});

// ——— cotacoes ———

const cotacaoCotador = alias(usuarios, 'cotacao_cotador');
const cotacaoCotadoPor = alias(usuarios, 'cotacao_cotado_por');

/** The list (GET /api/cotacoes/) has no filter: every quote, archived ones too. */
const cotacoesDataset = dataset('cotacoes', {
  query: z.object({}),
  data: { valor: cotacoes.data_hora_cotacao, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', cotacoes.id),
    coluna('Venda', 'inteiro', cotacoes.venda),
    coluna('Orçamento', 'inteiro', cotacoes.orcamento),
    coluna('Tipo de serviço', 'texto', cotacoes.tipo_servico, rotulo(TIPOS_ORCAMENTO)),
    coluna('Status', 'texto', cotacoes.status, rotulo(COTACAO_STATUS)),
    coluna('Tipo de cotação', 'texto', cotacoes.tipo_cotacao, rotulo(TIPOS_COTACAO)),
    coluna('Descrição', 'texto', cotacoes.descricao),
    coluna('Data da cotação', 'datahora', cotacoes.data_hora_cotacao),
    coluna('Cotador', 'texto', nome(cotacaoCotador)),
    coluna('Cotado por', 'texto', nome(cotacaoCotadoPor)),
    coluna('Fornecedor', 'texto', fornecedores.nome),
    coluna('Provedor', 'texto', provedores.nome),
    coluna('Moeda', 'texto', moedas.sigla),
    coluna('Custo total', 'decimal', cotacoes.custo_total),
    coluna('Custo agência', 'decimal', cotacoes.custo_agencia),
    coluna('Ajuste', 'decimal', cotacoes.valor_ajuste),
    coluna('Incentivo', 'decimal', cotacoes.valor_incentivo),
    coluna('Desconto', 'decimal', cotacoes.desconto),
    coluna('Valor final', 'decimal', cotacoes.valor_final),
    coluna('Lucro (%)', 'decimal', cotacoes.lucro_porcentagem),
    coluna('No carrinho em', 'datahora', cotacoes.carrinho_em),
    coluna('Arquivada em', 'datahora', cotacoes.archived_at),
    coluna('Criada em', 'datahora', cotacoes.created_at),
  ],
  consulta: () => ({
    id: cotacoes.id,
    de: sql`${cotacoes}
      left join ${usuarios} as ${cotacaoCotador} on ${cotacaoCotador.id} = ${cotacoes.cotador}
      left join ${usuarios} as ${cotacaoCotadoPor} on ${cotacaoCotadoPor.id} = ${cotacoes.cotado_por}
      left join ${fornecedores} on ${fornecedores.id} = ${cotacoes.fornecedor}
      left join ${provedores} on ${provedores.id} = ${cotacoes.provedor}
      left join ${moedas} on ${moedas.id} = ${cotacoes.moeda}`,
    where: undefined,
  }),
});

// ——— pagamentos ———

const pagamentoConsultor = alias(usuarios, 'pagamento_consultor');
const pagamentoResponsavel = alias(contatos, 'pagamento_responsavel');
const pagamentoResponsavelEmpresa = alias(empresas, 'pagamento_responsavel_empresa');
const pagamentoCriador = alias(usuarios, 'pagamento_criador');
const pagamentoConcluidor = alias(usuarios, 'pagamento_concluidor');

const pagamentosDataset = dataset('pagamentos', {
  query: semPagina(ZPagamentosQuery),
  data: { valor: pagamentos.data_vencimento, tipo: 'data' },
  colunas: [
    coluna('Id', 'inteiro', pagamentos.id),
    coluna('Venda', 'inteiro', pagamentos.venda),
    coluna('Status', 'texto', statusPagamentoSql(), rotulo(PAGAMENTO_STATUS)),
    coluna('Descrição', 'texto', pagamentos.descricao),
    coluna('Valor', 'decimal', pagamentos.valor),
    coluna('Moeda', 'texto', pagamentos.moeda),
    coluna('Meio de pagamento', 'texto', pagamentos.meio_pagamento, rotulo(MEIOS_PAGAMENTO)),
    coluna('Taxa do meio de pagamento', 'decimal', pagamentos.taxa_meio_pagamento),
    coluna('Parcelas', 'inteiro', pagamentos.num_parcelas),
    coluna('Vencimento', 'data', pagamentos.data_vencimento),
    coluna('Data do pagamento', 'data', pagamentos.data_pagamento),
    coluna('Cliente', 'texto', nome(clienteContato)),
    coluna('Empresa', 'texto', clienteEmpresa.nome),
    coluna('Consultor', 'texto', nome(pagamentoConsultor)),
    coluna(
      'Responsável financeiro',
      'texto',
      sql`coalesce(${pagamentoResponsavelEmpresa.nome}, ${nome(pagamentoResponsavel)})`,
    ),
    coluna('Criado por', 'texto', nome(pagamentoCriador)),
    coluna('Criado em', 'datahora', pagamentos.created_at),
    coluna('Concluído por', 'texto', nome(pagamentoConcluidor)),
    coluna('Concluído em', 'datahora', pagamentos.concluido_em),
  ],
  consulta: (filtros) => ({
    id: pagamentos.id,
    de: sql`${pagamentos}
      join ${vendas} on ${vendas.id} = ${pagamentos.venda}
      left join ${contatos} as ${clienteContato} on ${clienteContato.id} = ${vendas.cliente}
      left join ${empresas} as ${clienteEmpresa} on ${clienteEmpresa.id} = ${vendas.cliente_empresa}
      left join ${usuarios} as ${pagamentoConsultor} on ${pagamentoConsultor.id} = ${vendas.consultor}
      left join ${contatos} as ${pagamentoResponsavel} on ${pagamentoResponsavel.id} = ${pagamentos.responsavel_financeiro}
      left join ${empresas} as ${pagamentoResponsavelEmpresa} on ${pagamentoResponsavelEmpresa.id} = ${pagamentos.responsavel_financeiro_empresa}
      left join ${usuarios} as ${pagamentoCriador} on ${pagamentoCriador.id} = ${pagamentos.created_by}
      left join ${usuarios} as ${pagamentoConcluidor} on ${pagamentoConcluidor.id} = ${pagamentos.concluido_por}`,
    where: pagamentosWhere(filtros),
  }),
});

// ——— empresas ———

const empresaIndicacao = alias(contatos, 'empresa_indicacao');
const empresaCriador = alias(usuarios, 'empresa_criador');

const empresasDataset = dataset('empresas', {
  query: semPagina(ZEmpresasQuery),
  data: { valor: empresas.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', empresas.id),
    coluna('Nome', 'texto', empresas.nome),
    coluna('Razão social', 'texto', empresas.razao_social),
    coluna('CNPJ', 'texto', empresas.cnpj),
    coluna('E-mail', 'texto', empresas.email),
    coluna('Telefone', 'texto', empresas.telefone, telefone),
    coluna('Tier', 'texto', empresas.tier, rotulo(TIERS)),
    coluna('Indicação', 'texto', nome(empresaIndicacao)),
    coluna('Observações', 'texto', empresas.observacoes),
    coluna('Criada por', 'texto', nome(empresaCriador)),
    coluna('Criada em', 'datahora', empresas.created_at),
    coluna('Atualizada em', 'datahora', empresas.updated_at),
  ],
  consulta: (filtros) => ({
    id: empresas.id,
    de: sql`${empresas}
      left join ${contatos} as ${empresaIndicacao} on ${empresaIndicacao.id} = ${empresas.indicacao}
      left join ${usuarios} as ${empresaCriador} on ${empresaCriador.id} = ${empresas.created_by}`,
    where: empresasWhere(filtros),
  }),
});

// ——— emissoes ———

const emissaoConsultor = alias(usuarios, 'emissao_consultor');
const emissaoCotador = alias(usuarios, 'emissao_cotador');
const emissaoEmissor = alias(usuarios, 'emissao_emissor');
const emissaoConcluidor = alias(usuarios, 'emissao_concluidor');
const emissaoContato = alias(contatos, 'emissao_contato');
const emissaoEmpresa = alias(empresas, 'emissao_empresa');

const emissoesDataset = dataset('emissoes', {
  query: semPagina(ZEmissoesQuery),
  data: { valor: emissoes.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', emissoes.id),
    coluna('Venda', 'inteiro', emissoes.venda),
    coluna('Serviço', 'inteiro', emissoes.servico),
    coluna('Tipo', 'texto', emissoes.tipo, rotulo(TIPOS_EMISSAO)),
    coluna('Status', 'texto', emissoes.status, rotulo(EMISSAO_STATUS)),
    coluna('Localizador', 'texto', emissoes.localizador),
    coluna('Data de ida', 'data', emissoes.data_ida),
    coluna('Cliente', 'texto', sql`coalesce(${emissaoEmpresa.nome}, ${nome(emissaoContato)})`),
    coluna('Fornecedor', 'texto', fornecedores.nome),
    coluna('Provedor', 'texto', provedores.nome),
    coluna('Consultor', 'texto', nome(emissaoConsultor)),
    coluna('Cotador', 'texto', nome(emissaoCotador)),
    coluna('Emitida por', 'texto', nome(emissaoEmissor)),
    coluna('Emitida em', 'datahora', emissoes.data_hora_emissao),
    coluna('Concluída por', 'texto', nome(emissaoConcluidor)),
    coluna('Cancelada em', 'datahora', emissoes.cancelada_em),
    coluna('Motivo do cancelamento', 'texto', emissoes.motivo_cancelamento),
    coluna('Observações', 'texto', emissoes.observacoes),
    coluna('Criada em', 'datahora', emissoes.created_at),
  ],
  consulta: (filtros, { usuario }) => ({
    id: emissoes.id,
    de: sql`${emissoes}
      join ${vendas} on ${vendas.id} = ${emissoes.venda}
      left join ${contatos} as ${emissaoContato} on ${emissaoContato.id} = ${vendas.cliente}
      left join ${empresas} as ${emissaoEmpresa} on ${emissaoEmpresa.id} = ${vendas.cliente_empresa}
      left join ${fornecedores} on ${fornecedores.id} = ${emissoes.fornecedor}
      left join ${provedores} on ${provedores.id} = ${emissoes.provedor}
      left join ${usuarios} as ${emissaoConsultor} on ${emissaoConsultor.id} = ${emissoes.venda_consultor}
      left join ${usuarios} as ${emissaoCotador} on ${emissaoCotador.id} = ${emissoes.cotador}
      left join ${usuarios} as ${emissaoEmissor} on ${emissaoEmissor.id} = ${emissoes.emitido_por}
      left join ${usuarios} as ${emissaoConcluidor} on ${emissaoConcluidor.id} = ${emissoes.concluida_por}`,
    // as the list: `minhas=true` is the signed-in user's issuances
    where: emissoesWhere({ ...filtros, minhas: filtros.minhas === 'true' ? usuario.id : undefined }),
  }),
});

// ——— fidelidades ———

const fidelidadeContato = alias(contatos, 'fidelidade_contato');

const fidelidadesDataset = dataset('fidelidades', {
  query: ZFidelidadesQuery,
  data: { valor: fidelidades.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', fidelidades.id),
    coluna('Programa', 'texto', programas.nome),
    coluna('Titular', 'texto', fidelidades.titular),
    coluna('Número da conta', 'texto', fidelidades.numero_id_conta),
    coluna('Contato', 'texto', nome(fidelidadeContato)),
    coluna('Provedor', 'texto', provedores.nome),
    coluna('Conta própria', 'booleano', fidelidades.conta_propria),
    coluna('Ativa', 'booleano', fidelidades.ativo),
    coluna('Criada em', 'datahora', fidelidades.created_at),
  ],
  consulta: (filtros) => ({
    id: fidelidades.id,
    de: sql`${fidelidades}
      join ${programas} on ${programas.id} = ${fidelidades.programa_id}
      left join ${contatos} as ${fidelidadeContato} on ${fidelidadeContato.id} = ${fidelidades.contato_id}
      left join ${provedores} on ${provedores.id} = ${fidelidades.provedor_id}`,
    where: fidelidadesWhere(filtros),
  }),
});

// ——— programas ———

const TIPOS_PROGRAMA: Record<string, string> = {
  cia_aerea: 'Companhia aérea',
  banco: 'Banco',
  varejo: 'Varejo',
};

const programasDataset = dataset('programas', {
  query: ZProgramasQuery,
  data: null,
  colunas: [
    coluna('Id', 'inteiro', programas.id),
    coluna('Nome', 'texto', programas.nome),
    coluna('Tipo', 'texto', programas.tipo, (tipo) => TIPOS_PROGRAMA[tipo] ?? tipo),
    coluna('Companhia aérea', 'texto', cias_aereas.nome),
    coluna('Ativo', 'booleano', programas.ativo),
  ],
  consulta: (filtros) => ({
    id: programas.id,
    de: sql`${programas} left join ${cias_aereas} on ${cias_aereas.id} = ${programas.cia_aerea_id}`,
    where: programasWhere(filtros),
  }),
});

// ——— servicos ———

const servicoContato = alias(contatos, 'servico_contato');
const servicoEmpresa = alias(empresas, 'servico_empresa');
const servicoConsultor = alias(usuarios, 'servico_consultor');
const servicoResponsavel = alias(contatos, 'servico_responsavel');
const servicoResponsavelEmpresa = alias(empresas, 'servico_responsavel_empresa');
const servicoFaturador = alias(usuarios, 'servico_faturador');
const servicoValidador = alias(usuarios, 'servico_validador');

const servicosDataset = dataset('servicos', {
  query: semPagina(ZServicosQuery),
  data: { valor: servicos.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', servicos.id),
    coluna('Venda', 'inteiro', servicos.venda),
    coluna('Cotação', 'inteiro', servicos.cotacao),
    coluna('Descrição', 'texto', cotacoes.descricao),
    coluna('Tipo de serviço', 'texto', cotacoes.tipo_servico, rotulo(TIPOS_ORCAMENTO)),
    coluna('Status', 'texto', servicos.status, rotulo(SERVICO_STATUS)),
    coluna('Cliente', 'texto', sql`coalesce(${servicoEmpresa.nome}, ${nome(servicoContato)})`),
    coluna('Consultor', 'texto', nome(servicoConsultor)),
    coluna('Método de pagamento', 'texto', servicos.metodo_pagamento, rotulo(TIPOS_PAGAMENTO)),
    coluna('Parcelas', 'inteiro', servicos.num_parcelas),
    coluna('Entrada', 'decimal', servicos.valor_entrada),
    coluna('Desconto', 'decimal', servicos.desconto),
    coluna('Valor à vista', 'decimal', servicos.valor_avista),
    coluna('Valor total', 'decimal', servicos.valor_total),
    coluna(
      'Responsável financeiro',
      'texto',
      sql`coalesce(${servicoResponsavelEmpresa.nome}, ${nome(servicoResponsavel)})`,
    ),
    coluna('Faturado por', 'texto', nome(servicoFaturador)),
    coluna('Faturado em', 'datahora', servicos.faturado_em),
    coluna('Validado por', 'texto', nome(servicoValidador)),
    coluna('Validado em', 'datahora', servicos.validado_em),
    coluna('Cancelado em', 'datahora', servicos.cancelado_em),
    coluna('Motivo do cancelamento', 'texto', servicos.motivo_cancelamento),
    coluna('Criado em', 'datahora', servicos.created_at),
  ],
  consulta: (filtros) => ({
    id: servicos.id,
    de: sql`${servicos}
      join ${vendas} on ${vendas.id} = ${servicos.venda}
      join ${cotacoes} on ${cotacoes.id} = ${servicos.cotacao}
      left join ${contatos} as ${servicoContato} on ${servicoContato.id} = ${vendas.cliente}
      left join ${empresas} as ${servicoEmpresa} on ${servicoEmpresa.id} = ${vendas.cliente_empresa}
      left join ${usuarios} as ${servicoConsultor} on ${servicoConsultor.id} = ${servicos.venda_consultor}
      left join ${contatos} as ${servicoResponsavel} on ${servicoResponsavel.id} = ${servicos.responsavel_financeiro}
      left join ${empresas} as ${servicoResponsavelEmpresa} on ${servicoResponsavelEmpresa.id} = ${servicos.responsavel_financeiro_empresa}
      left join ${usuarios} as ${servicoFaturador} on ${servicoFaturador.id} = ${servicos.faturado_por}
      left join ${usuarios} as ${servicoValidador} on ${servicoValidador.id} = ${servicos.validado_por}`,
    where: servicosWhere(filtros),
  }),
});

// ——— moedas ———

const moedasDataset = dataset('moedas', {
  query: z.object({}),
  data: null,
  colunas: [
    coluna('Id', 'inteiro', moedas.id),
    coluna('Sigla', 'texto', moedas.sigla),
    coluna('Nome', 'texto', moedas.nome),
    coluna('Símbolo', 'texto', moedas.simbolo),
    coluna('Câmbio', 'decimal', moedas.cambio),
    coluna('Data do câmbio', 'data', moedas.cambio_data),
    coluna('Casas decimais', 'inteiro', moedas.casas_decimais),
  ],
  consulta: () => ({ id: moedas.id, de: sql`${moedas}`, where: undefined }),
});

// ——— milhas (the current miles table) ———

const PRECOS = [
  tabela_milhas.preco_1,
  tabela_milhas.preco_2,
  tabela_milhas.preco_3,
  tabela_milhas.preco_4,
  tabela_milhas.preco_5,
  tabela_milhas.preco_6,
];

const milhasDataset = dataset('milhas', {
  query: ZTabelaMilhasQuery,
  data: null,
  colunas: [
    coluna('Id', 'inteiro', tabela_milhas.id),
    coluna('Programa', 'texto', programas.nome),
    coluna('Tipo', 'texto', tabela_milhas.tipo, rotulo(TIPOS_TABELA_MILHAS)),
    coluna('Operado por', 'texto', cias_aereas.nome),
    coluna('Classe', 'texto', tabela_milhas.classe, rotulo(CLASSES_CABINE)),
    ...PRECOS.map((preco, i) => coluna(`Preço ${FAIXAS_TABELA_MILHAS[i]}`, 'decimal', preco)),
    coluna('Custo conta própria', 'decimal', tabela_milhas.custo_proprio),
    coluna('Custo conta de terceiros', 'decimal', tabela_milhas.custo_terceiros),
    coluna('Piso', 'decimal', tabela_milhas.piso),
    coluna('Criada em', 'datahora', tabela_milhas.created_at),
  ],
  consulta: (filtros) => ({
    id: tabela_milhas.id,
    de: sql`${tabela_milhas}
      join ${programas} on ${programas.id} = ${tabela_milhas.programa}
      left join ${cias_aereas} on ${cias_aereas.id} = ${tabela_milhas.operado_por}`,
    where: tabelaMilhasAtualWhere(filtros),
  }),
});

// ——— milhas validadas (never the third-party passwords) ———

const validadaPrograma = alias(programas, 'validada_programa');
const validadaContaPrograma = alias(programas, 'validada_conta_programa');
const validadaPassageiro = alias(contatos, 'validada_passageiro');
const validadaUsuario = alias(usuarios, 'validada_usuario');

const moedaBilhete = alias(moedas, 'moeda_bilhete');

/**
 * What the line cost the agency, as the list and the ticket's payable compute it (decision 0069): the query
 * reads the inputs of `custosDasCompras` (the ticket's price, its currency, the rate the quote was priced with
 * and its year, and every validated line of the ticket) and the domain function computes it.
 */
const entradasDoCusto = sql`json_build_object(
  'id', ${milhas_validadas.id},
  'custo_bilhete', ${subcotacoes.custo_bilhete},
  'sigla', ${moedaBilhete.sigla},
  'cambio', coalesce((${cotacoes.cambios} ->> ${moedaBilhete.id}::text), ${moedaBilhete.cambio}::text),
  'ano', extract(year from ${cotacoes.data_hora_cotacao} at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)})::int,
  'compras', (select json_agg(json_build_object('id', mv.id, 'tipo', mv.tipo, 'valor', mv.valor,
      'valor_compra', mv.valor_compra::text, 'desagio_compra', mv.desagio_compra::text) order by mv.id)
    from ${milhas_validadas} mv where mv.subcotacao = ${milhas_validadas.subcotacao}))`;

type EntradasDoCusto = {
  id: number;
  custo_bilhete: string | number | null;
  sigla: string | null;
  cambio: string | null;
  ano: number;
  compras: (CompraValidada & { id: number })[];
};

function custoDaValidada(json: string): string | null {
  const e = JSON.parse(json) as EntradasDoCusto;
  const fator =
    e.sigla && e.cambio !== null ? fatorMoeda({ sigla: e.sigla, cambio: e.cambio, ano: e.ano }) : 1;
  const custos = custosDasCompras(e.compras, { custoBilhete: String(e.custo_bilhete ?? '0'), fator });
  const i = e.compras.findIndex((c) => c.id === e.id);
  return i < 0 ? null : moneyString(custos[i] ?? 0);
}

const milhasValidadasDataset = dataset('milhas-validadas', {
  query: semPagina(ZMilhasValidadasQuery),
  data: { valor: milhas_validadas.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', milhas_validadas.id),
    coluna('Validada em', 'datahora', milhas_validadas.created_at),
    coluna('Tipo', 'texto', milhas_validadas.tipo, (tipo) => (tipo === 'milha' ? 'Milhas' : 'Wallet')),
    coluna('Venda', 'inteiro', milhas_validadas.venda),
    coluna('Orçamento', 'inteiro', cotacoes.orcamento),
    coluna('Cotação', 'inteiro', milhas_validadas.cotacao),
    coluna('Serviço', 'inteiro', milhas_validadas.servico),
    coluna('Passageiro', 'texto', nome(validadaPassageiro)),
    coluna('Programa', 'texto', validadaPrograma.nome),
    coluna('Provedor de milhas', 'texto', provedores.nome),
    coluna('Conta (programa)', 'texto', validadaContaPrograma.nome),
    coluna('Conta (titular)', 'texto', fidelidades.titular),
    coluna('Conta (número)', 'texto', fidelidades.numero_id_conta),
    coluna('Conta própria', 'booleano', milhas_validadas.conta_propria),
    coluna('Mesma conta', 'booleano', milhas_validadas.mesma_conta),
    coluna('Titular', 'texto', milhas_validadas.titular),
    // a third party's account is for the issuing and miles groups only, as on the screens (decision 0052)
    { ...coluna('CPF', 'texto', milhas_validadas.cpf), visivelPara: podeVerContasMilhas },
    { ...coluna('Login', 'texto', milhas_validadas.login), visivelPara: podeVerContasMilhas },
    coluna('Milhas', 'inteiro', milhas_validadas.valor),
    coluna('Milheiro', 'decimal', milhas_validadas.valor_compra),
    coluna('Deságio (%)', 'decimal', milhas_validadas.desagio_compra),
    { ...coluna('Custo', 'decimal', entradasDoCusto), calcular: custoDaValidada },
    coluna('Validada por', 'texto', nome(validadaUsuario)),
  ],
  consulta: (filtros) => ({
    id: milhas_validadas.id,
    de: sql`${milhas_validadas}
      join ${cotacoes} on ${cotacoes.id} = ${milhas_validadas.cotacao}
      join ${subcotacoes} on ${subcotacoes.id} = ${milhas_validadas.subcotacao}
      left join ${moedas} as ${moedaBilhete} on ${moedaBilhete.id} = ${subcotacoes.moeda}
      left join ${fidelidades} on ${fidelidades.id} = ${milhas_validadas.conta_fidelidade}
      left join ${programas} as ${validadaContaPrograma} on ${validadaContaPrograma.id} = ${fidelidades.programa_id}
      left join ${contatos} as ${validadaPassageiro} on ${validadaPassageiro.id} = ${milhas_validadas.contato}
      left join ${provedores} on ${provedores.id} = ${milhas_validadas.provedor_milhas}
      left join ${programas} as ${validadaPrograma} on ${validadaPrograma.id} = ${milhas_validadas.programa_fidelidade}
      left join ${usuarios} as ${validadaUsuario} on ${validadaUsuario.id} = ${milhas_validadas.created_by}`,
    where: milhasValidadasWhere(filtros),
  }),
});

// ——— racs ———

const racContato = alias(contatos, 'rac_contato');
const racEmpresa = alias(empresas, 'rac_empresa');
const racConsultor = alias(usuarios, 'rac_consultor');
const racCriador = alias(usuarios, 'rac_criador');
const racStatusPor = alias(usuarios, 'rac_status_por');

/**
 * The lists are one status each (their tabs, `aberta` when none is asked); the dataset is every RAC, and
 * `status` narrows it to one, as `tipo` and `consultor` do.
 */
const racsDataset = dataset('racs', {
  query: semPagina(ZRacsQuery).extend({ status: z.enum(RAC_STATUS.values).optional() }),
  data: { valor: racs.created_at, tipo: 'datahora' },
  colunas: [
    coluna('Id', 'inteiro', racs.id),
    coluna('Tipo', 'texto', racs.tipo, rotulo(TIPOS_RAC)),
    coluna('Status', 'texto', racs.status, rotulo(RAC_STATUS)),
    coluna('Venda', 'inteiro', racs.venda),
    coluna('Emissão', 'inteiro', racs.emissao),
    coluna('Localizador', 'texto', emissoes.localizador),
    coluna('Cliente', 'texto', sql`coalesce(${racEmpresa.nome}, ${nome(racContato)})`),
    coluna('Consultor', 'texto', nome(racConsultor)),
    coluna('Custo da agência', 'booleano', racs.custo_skyler),
    coluna('Valor do custo da agência', 'decimal', racs.custo_skyler_valor),
    coluna('Estorno à agência previsto', 'data', racs.estorno_skyler_data_previsto),
    coluna('Estorno à agência realizado', 'data', racs.estorno_skyler_data_realizado),
    coluna('Cobrança do cliente', 'texto', racs.cobranca_cliente, rotulo(CANAIS_COBRANCA_RAC)),
    coluna('Fornecedor da cobrança', 'texto', fornecedores.nome),
    coluna('Valor cobrado do cliente', 'decimal', racs.cobranca_cliente_valor),
    coluna('Estorno ao cliente previsto', 'data', racs.estorno_cliente_data_previsto),
    coluna('Estorno ao cliente realizado', 'data', racs.estorno_cliente_data_realizado),
    coluna('Criada por', 'texto', nome(racCriador)),
    coluna('Criada em', 'datahora', racs.created_at),
    coluna('Status alterado por', 'texto', nome(racStatusPor)),
    coluna('Status alterado em', 'datahora', racs.status_alterado_em),
  ],
  consulta: (filtros) => ({
    id: racs.id,
    de: sql`${racs}
      join ${emissoes} on ${emissoes.id} = ${racs.emissao}
      join ${vendas} on ${vendas.id} = ${racs.venda}
      left join ${contatos} as ${racContato} on ${racContato.id} = ${vendas.cliente}
      left join ${empresas} as ${racEmpresa} on ${racEmpresa.id} = ${vendas.cliente_empresa}
      left join ${usuarios} as ${racConsultor} on ${racConsultor.id} = ${vendas.consultor}
      left join ${usuarios} as ${racCriador} on ${racCriador.id} = ${racs.created_by}
      left join ${usuarios} as ${racStatusPor} on ${racStatusPor.id} = ${racs.status_alterado_por}
      left join ${fornecedores} on ${fornecedores.id} = ${racs.cobranca_cliente_fornecedor}`,
    where: racsWhere(filtros),
  }),
});

export const DATASETS: Record<ExportarDataset, DatasetExportacao> = {
  contatos: contatosDataset,
  vendas: vendasDataset,
  orcamentos: orcamentosDataset,
  cotacoes: cotacoesDataset,
  pagamentos: pagamentosDataset,
  empresas: empresasDataset,
  emissoes: emissoesDataset,
  fidelidades: fidelidadesDataset,
  programas: programasDataset,
  servicos: servicosDataset,
  moedas: moedasDataset,
  milhas: milhasDataset,
  'milhas-validadas': milhasValidadasDataset,
  racs: racsDataset,
};
