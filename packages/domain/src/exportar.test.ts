import { describe, expect, it } from 'vitest';
import {
  conferirPeriodo,
  EXPORTAR_DATA_DO_PERIODO,
  EXPORTAR_DATASETS,
  EXPORTAR_MESSAGES,
  EXPORTAR_NOMES,
  exportarArquivo,
  exportarUrl,
  periodoPadraoExportacao,
  podeExportar,
  ZPeriodoExportacao,
  ZPeriodoExportacaoForm,
} from './exportar.ts';
import { menuFor } from './permissions.ts';
import { VALIDACAO_MESSAGES } from './validacao.ts';

const staff = (authorized_restricted_routes: string[] = []) => ({
  is_staff: true,
  cliente: false,
  pertencente: [],
  authorized_restricted_routes,
});

describe('podeExportar', () => {
  it('gives staff the datasets of lists open to staff, and the restricted ones with their routes', () => {
    const abertos = EXPORTAR_DATASETS.filter((d) => podeExportar(staff(), d));
    expect(abertos).not.toContain('milhas');
    expect(abertos).not.toContain('milhas-validadas');
    expect(abertos).toHaveLength(EXPORTAR_DATASETS.length - 2);
    expect(podeExportar(staff(['milhas']), 'milhas')).toBe(true);
    expect(podeExportar(staff(['milhas']), 'milhas-validadas')).toBe(false);
    expect(podeExportar(staff(['painel-autorizacao']), 'milhas-validadas')).toBe(true);
  });

  it('gives a customer account nothing, whatever its routes', () => {
    const cliente = { ...staff(['milhas', 'painel-autorizacao']), cliente: true };
    expect(EXPORTAR_DATASETS.filter((d) => podeExportar(cliente, d))).toEqual([]);
    expect(EXPORTAR_DATASETS.filter((d) => podeExportar({ ...staff(), is_staff: false }, d))).toEqual([]);
  });
});

describe('exportarUrl and exportarArquivo', () => {
  it('puts the list filters in the query, leaving empty ones out', () => {
    expect(exportarUrl('vendas', 'csv')).toBe('/api/exportar/vendas.csv');
    expect(
      exportarUrl('vendas', 'xlsx', { status: 'proposta', consultor: 7, cliente: '', id_venda: null }),
    ).toBe('/api/exportar/vendas.xlsx?status=proposta&consultor=7');
    expect(exportarUrl('milhas-validadas', 'csv', { cliente: 'São Paulo & cia' })).toBe(
      '/api/exportar/milhas-validadas.csv?cliente=S%C3%A3o+Paulo+%26+cia',
    );
    expect(exportarArquivo('milhas-validadas', 'csv')).toBe('milhas validadas.csv');
  });
});

describe('the menu entry', () => {
  it('shows "Exportar" exactly to who may export some dataset, as the server allows', () => {
    const usuarios = [
      staff(),
      { ...staff(), pertencente: ['financeiro'] },
      { ...staff(['milhas']), is_superuser: true },
      { ...staff(), cliente: true },
      { ...staff(), is_staff: false },
    ];
    for (const usuario of usuarios) {
      const temMenu = menuFor(usuario).some((item) => item.route === 'exportar');
      expect(temMenu).toBe(EXPORTAR_DATASETS.some((d) => podeExportar(usuario, d)));
    }
    expect(menuFor(staff()).find((item) => item.route === 'exportar')?.path).toBe('/exportar');
    expect(menuFor({ ...staff(), cliente: true }).some((item) => item.route === 'exportar')).toBe(false);
  });
});

describe('the period', () => {
  const query = ZPeriodoExportacao.superRefine(conferirPeriodo);
  const mensagens = (entrada: unknown) => {
    const r = query.safeParse(entrada);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes both dates or none, the end not before the start, in Portuguese', () => {
    expect(mensagens({})).toEqual([]);
    expect(mensagens({ de: '2026-11-01', ate: '2026-11-30' })).toEqual([]);
    expect(mensagens({ de: '2026-11-30', ate: '2026-11-30' })).toEqual([]);
    expect(mensagens({ de: '2026-11-01' })).toEqual([`ate: ${EXPORTAR_MESSAGES.periodoIncompleto}`]);
    expect(mensagens({ ate: '2026-11-01' })).toEqual([`de: ${EXPORTAR_MESSAGES.periodoIncompleto}`]);
    expect(mensagens({ de: '2026-11-02', ate: '2026-11-01' })).toEqual([
      `ate: ${EXPORTAR_MESSAGES.periodoInvertido}`,
    ]);
    expect(mensagens({ de: '2026-02-30', ate: '2026-03-01' })).toEqual([
      `de: ${EXPORTAR_MESSAGES.dataInvalida}`,
    ]);
    expect(mensagens({ de: '01/11/2026', ate: '2026-11-30' })).toEqual([
      `de: ${EXPORTAR_MESSAGES.dataInvalida}`,
    ]);
  });

  it("the screen's form needs both dates as DD/MM/AAAA gives them", () => {
    expect(ZPeriodoExportacaoForm.parse({ de: '2026-11-01', ate: '2026-11-30' })).toEqual({
      de: '2026-11-01',
      ate: '2026-11-30',
    });
    const vazio = ZPeriodoExportacaoForm.safeParse({ de: null, ate: '2026-11-30' });
    expect(vazio.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['de', VALIDACAO_MESSAGES.dataInvalida],
    ]);
    const invertido = ZPeriodoExportacaoForm.safeParse({ de: '2026-12-01', ate: '2026-11-30' });
    expect(invertido.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['ate', EXPORTAR_MESSAGES.periodoInvertido],
    ]);
  });

  it('defaults to the current month in São Paulo', () => {
    expect(periodoPadraoExportacao(new Date('2026-11-29T12:00:00Z'))).toEqual({
      de: '2026-11-01',
      ate: '2026-11-30',
    });
    // 01:00 UTC on 1 March is still 28 February in São Paulo
    expect(periodoPadraoExportacao(new Date('2027-03-01T01:00:00Z'))).toEqual({
      de: '2027-02-01',
      ate: '2027-02-28',
    });
  });

  it('names the date each dataset is filtered by; the current registers have none', () => {
    const semData = EXPORTAR_DATASETS.filter((d) => EXPORTAR_DATA_DO_PERIODO[d] === null);
    expect(semData).toEqual(['programas', 'moedas', 'milhas']);
    expect(EXPORTAR_DATA_DO_PERIODO.pagamentos).toBe('data de vencimento do pagamento');
  });
});

describe('names with their accents', () => {
  it('writes the button and the file in Portuguese', () => {
    expect(EXPORTAR_NOMES.orcamentos).toBe('orçamentos');
    expect(EXPORTAR_NOMES.cotacoes).toBe('cotações');
    expect(EXPORTAR_NOMES.emissoes).toBe('emissões');
    expect(EXPORTAR_NOMES.servicos).toBe('serviços');
    expect(exportarArquivo('servicos', 'xlsx')).toBe('serviços.xlsx');
    expect(EXPORTAR_MESSAGES.botao(EXPORTAR_NOMES.orcamentos)).toBe('Exportar orçamentos');
  });
});
