// The public entry of features/fornecedores: what another feature may use of it (scripts/check-walls.mjs).
export { Dados } from './components/detalhes-parts.tsx';
export { ProviderImagePicker } from './components/provider-image-picker.tsx';
