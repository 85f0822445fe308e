import {
  type ContextoPreco,
  type CotacaoCalculada,
  calcularCotacao,
} from '@skyler/domain/precos/calculo-cotacao';
import type { EstimativaResultado } from '@skyler/domain/precos/resultado';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Moeda } from '../../../../api/get-contexto-preco.ts';
import { type CotacaoFormValues, entradaDoCalculo } from './cotacao-form.ts';

export type DialogoDados = {
  /** what the pricing runs with */
  contexto: ContextoPreco;
  moedas: readonly Moeda[];
  incentivoAtivado: boolean;
  /** when the wallet discount the pricing runs with was taken, when it is the saved quote's own (decision 0069) */
  desagioEm?: string | null;
  /** the fee table and commission rates the net margin is estimated with; none while loading */
  estimativa?: EstimativaResultado | null;
};

const DialogoContext = createContext<DialogoDados | null>(null);
const CalculoContext = createContext<CotacaoCalculada | null>(null);

/**
 * The dialog's reference data, and the live pricing of the form's values (`calcularCotacao`), which only
 * the figures that show it read, so that typing re-renders them and not the whole form.
 */
export function DialogoProvider({ value, children }: { value: DialogoDados; children: ReactNode }) {
  return (
    <DialogoContext value={value}>
      <CalculoProvider contexto={value.contexto}>{children}</CalculoProvider>
    </DialogoContext>
  );
}

function CalculoProvider({ contexto, children }: { contexto: ContextoPreco; children: ReactNode }) {
  const values = useWatch<CotacaoFormValues>() as CotacaoFormValues;
  const calculo = useMemo(() => calcularCotacao(entradaDoCalculo(values), contexto), [values, contexto]);
  return <CalculoContext value={calculo}>{children}</CalculoContext>;
}

export function useDialogo(): DialogoDados {
  const dados = useContext(DialogoContext);
  if (!dados) throw new Error('useDialogo precisa estar dentro do diálogo de cotação.');
  return dados;
}

export function useCalculo(): CotacaoCalculada {
  const calculo = useContext(CalculoContext);
  if (!calculo) throw new Error('useCalculo precisa estar dentro do diálogo de cotação.');
  return calculo;
}
