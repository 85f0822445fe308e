// The public entry of features/logs: what another feature may use of it (scripts/check-walls.mjs).
export { LogDialog } from './components/log-dialog.tsx';
