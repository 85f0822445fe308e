// The public entry of features/buscas: what another feature may use of it (scripts/check-walls.mjs).
export { BuscasAnteriores, VerDadosCompletos } from './components/buscas-do-registro.tsx';
