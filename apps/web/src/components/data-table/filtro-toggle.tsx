import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/**
 * A list's filter of a few exclusive choices shown at once as toggle buttons (Ativos, Inativos, Todos): one is
 * always chosen, so a click on the chosen one changes nothing.
 */
export function FiltroToggle<V extends string>({
  valor,
  opcoes,
  onChange,
  'aria-label': ariaLabel,
}: {
  valor: V;
  opcoes: readonly { value: V; label: string }[];
  onChange: (valor: V) => void;
  'aria-label'?: string;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={valor}
      aria-label={ariaLabel}
      onChange={(_event, novo: V | null) => {
        if (novo) onChange(novo);
      }}
    >
      {opcoes.map((opcao) => (
        <ToggleButton key={opcao.value} value={opcao.value}>
          {opcao.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
