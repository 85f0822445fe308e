// The public entry of features/conciliacao: what another feature may use of it (scripts/check-walls.mjs).

export { FiguraBanco } from './components/figura-banco.tsx';
export { FiguraDivergencias } from './components/figura-divergencias.tsx';
