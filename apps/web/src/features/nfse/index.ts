// The public entry of features/nfse: what another feature may use of it (scripts/check-walls.mjs).
export { NFSE_SERVICO_TEXTS, NfseDoServico } from './components/nfse-do-servico.tsx';
