// The public entry of features/milhas-validadas: what another feature may use of it (scripts/check-walls.mjs).
export { useMilhasDoBilhete } from './api/get-milhas-do-bilhete.ts';
export { colunasMilhasValidadas } from './components/milhas-validadas-colunas.tsx';
export { SENHA_TEXTS } from './components/senha-revelada.tsx';
