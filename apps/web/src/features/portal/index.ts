// The public entry of features/portal: what another feature may use of it (scripts/check-walls.mjs).
export { getVendaPortalQueryOptions, portalKeys } from './api/get-vendas-portal.ts';
export { ConfiguracaoPortalCard } from './components/configuracao-portal-card.tsx';
