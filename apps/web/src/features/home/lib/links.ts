import type { VencimentoRecebivel } from '@skyler/domain/dashboard';
import { type AccessSubject, canReachRestrictedRoute } from '@skyler/domain/permissions';
import { pathTo, type RouteName, routeEntry } from '../../../config/routes.ts';

/** `path?a=1&b=2`, leaving out the empty pairs. */
function comFiltros(path: string, filtros: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtros)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** Whether the user may open the list a figure links to (restricted lists need their route name). */
export function podeAbrir(user: AccessSubject, route: RouteName): boolean {
  const restricted = routeEntry(route).restricted;
  return restricted === null || canReachRestrictedRoute(user, restricted);
}

/**
 * The filtered lists behind the dashboard's figures, each as an address of the list's own filters, with the
 * dashboard's consultant when one is chosen (or forced).
 */
export const linksDoPainel = {
  vendasPorStatus: (status: string, consultor: number | null) =>
    comFiltros(pathTo('vendas'), { status, consultor }),
  recebiveis: (vencimento: VencimentoRecebivel, consultor: number | null) =>
    comFiltros(pathTo('pagamentos-abertos'), { vencimento, consultor }),
  emissoesAtrasadas: (consultor: number | null) =>
    comFiltros(pathTo('emissoes'), { atrasadas: 'true', consultor }),
  ordensAbertas: () => pathTo('ordem-pagamento-abertos'),
  contato: (id: number) => pathTo('cliente', { id }),
  documentosContato: (id: number) => pathTo('contato-documentos', { id }),
  venda: (id: number) => pathTo('venda-info', { id }),
  /** the income statement of the dashboard's period (finance and administrators) */
  dre: (periodo: { inicio: string; fim: string }, consultor: number | null) =>
    comFiltros(pathTo('dre'), { inicio: periodo.inicio, fim: periodo.fim, consultor }),
} as const;
