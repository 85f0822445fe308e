import type { TipoServicoProvedor } from '@skyler/domain/fornecedores';
import { useState } from 'react';
import type { ListaParams } from '../api/get-fornecedores.ts';

/**
 * Search text (applied by the search field 1 s after typing, part 2 §9), service type and page of one
 * table; a new filter goes back to page 1.
 */
export function useListaFiltrada() {
  const [busca, setBusca] = useState('');
  const [tipo, setTipo] = useState<TipoServicoProvedor | ''>('');
  const [page, setPage] = useState(1);
  const buscaAplicada = busca.trim();
  const filtros = `${buscaAplicada}\u0000${tipo}`;
  const [filtrosDaPagina, setFiltrosDaPagina] = useState(filtros);
  if (filtros !== filtrosDaPagina) {
    setFiltrosDaPagina(filtros);
    setPage(1);
  }
  const params: ListaParams = { page: filtros === filtrosDaPagina ? page : 1, busca: buscaAplicada, tipo };
  const hasFilters = buscaAplicada !== '' || tipo !== '';
  const clearFilters = () => {
    setBusca('');
    setTipo('');
  };
  return { busca, setBusca, tipo, setTipo, page: params.page, setPage, params, hasFilters, clearFilters };
}
