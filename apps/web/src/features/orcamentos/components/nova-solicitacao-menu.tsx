import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TIPO_ORCAMENTO_MENU, TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos-regras';
import { useId, useState } from 'react';

/** Nova Solicitação with Vôo, Hotel, Aluguel de Carro and Outro (part 1 §2). */
export function NovaSolicitacaoMenu({
  onEscolher,
  disabled,
  variant = 'contained',
}: {
  onEscolher: (tipo: TipoOrcamento) => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}) {
  const menuId = useId();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant={variant}
        disabled={disabled}
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={ancora ? menuId : undefined}
        aria-expanded={ancora ? 'true' : undefined}
        onClick={(event) => setAncora(event.currentTarget)}
      >
        Nova Solicitação
      </Button>
      <Menu id={menuId} anchorEl={ancora} open={Boolean(ancora)} onClose={() => setAncora(null)}>
        {TIPOS_ORCAMENTO.values.map((tipo) => (
          <MenuItem
            key={tipo}
            onClick={() => {
              setAncora(null);
              onEscolher(tipo);
            }}
          >
            {TIPO_ORCAMENTO_MENU[tipo]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
