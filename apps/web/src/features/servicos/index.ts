// The public entry of features/servicos: what another feature may use of it (scripts/check-walls.mjs).
export { useBeneficiariosDaVenda } from './api/beneficiarios.ts';
export { BENEFICIARIOS_TEXTS, BeneficiariosCotacao } from './components/beneficiarios-cotacao.tsx';
export {
  BOAS_PRATICAS_TEXTS,
  BoasPraticasCampos,
  BoasPraticasPergunta,
  erroBoasPraticas,
  type RespostaBoasPraticas,
} from './components/boas-praticas-dialog.tsx';
export { CancelarServicoDialog } from './components/cancelar-servico-dialog.tsx';
export { FATURA_TEXTS, FaturaDialog } from './components/fatura-dialog.tsx';
export { FORMA_TEXTS } from './components/forma-pagamento-cotacao.tsx';
export {
  BeneficiariosDoClienteAba,
  CotacoesPagasAba,
  ServicosDoClienteAba,
} from './components/listas-do-cliente.tsx';
export { ServicoStatusChip } from './components/servico-status-chip.tsx';
export { clienteDoServico } from './lib/servico-texto.ts';
