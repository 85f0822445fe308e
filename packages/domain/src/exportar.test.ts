import { describe, expect, it } from 'vitest';
import { EXPORTAR_DATASETS, exportarArquivo, exportarUrl, podeExportar } from './exportar.ts';

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
