import type { TipoServicoProvedor } from '@skyler/domain/fornecedores';
import { useState } from 'react';
import type { ListaParams } from '../api/get-fornecedores.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** part 2 §9: list and text filters wait 1 s after the last keystroke. */
export const FILTRO_DEBOUNCE_MS = 1000;

/** Search text, service type and page of one table; a new filter goes back to page 1. */
export function useListaFiltrada() {
  const [busca, setBusca] = useState('');
  const [tipo, setTipo] = useState<TipoServicoProvedor | ''>('');
  const [page, setPage] = useState(1);
  const buscaAplicada = useDebouncedValue(busca.trim(), FILTRO_DEBOUNCE_MS);
  const filtros = `${buscaAplicada}\u0000${tipo}`;
  const [filtrosDaPagina, setFiltrosDaPagina] = useState(filtros);
  if (filtros !== filtrosDaPagina) {
    setFiltrosDaPagina(filtros);
    setPage(1);
  }
  const params: ListaParams = { page: filtros === filtrosDaPagina ? page : 1, busca: buscaAplicada, tipo };
  return { busca, setBusca, tipo, setTipo, page: params.page, setPage, params };
}
