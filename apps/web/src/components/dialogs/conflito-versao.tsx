import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import {
  aceitarVersaoAtual,
  type EscritaRecusada,
  esquecerVersoesRecarregadas,
} from '../../api/versoes-recarregadas.ts';

export const CONFLITO_TEXTS = {
  titulo: 'Outra pessoa alterou este registro',
  explicacao:
    'Enquanto você editava, outra pessoa salvou uma alteração. O que você digitou continua no formulário; recarregue para trazer a versão atual e salve de novo.',
  recarregar: 'Recarregar',
  recarregado: 'Versão atual carregada. O que você tinha digitado:',
} as const;

/** A write refused because the record changed since the screen read it (409, decision 0034). */
export function ehEscritaDesatualizada(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.detail === MENSAGEM_VERSAO;
}

/** Editing dialogs open now: a stale write is said in the dialog, not in a toast as well. */
let dialogosAbertos = 0;

/** Whether an open editing dialog shows this refusal itself (`useServerErrors` then leaves out its toast). */
export function conflitoMostradoNoDialogo(error: unknown): boolean {
  return dialogosAbertos > 0 && ehEscritaDesatualizada(error);
}

export type CampoDigitado = { rotulo: string; valor: string };

const semAsterisco = (texto: string) => texto.replace(/\s*\*\s*$/, '').trim();

function rotuloDe(elemento: Element): string {
  if (
    (elemento instanceof HTMLInputElement ||
      elemento instanceof HTMLTextAreaElement ||
      elemento instanceof HTMLSelectElement) &&
    elemento.labels?.[0]
  ) {
    return semAsterisco(elemento.labels[0].textContent ?? '');
  }
  const rotuloId = elemento.getAttribute('aria-labelledby')?.split(' ')[0];
  const rotulo = rotuloId ? elemento.ownerDocument.getElementById(rotuloId) : null;
  return semAsterisco(rotulo?.textContent ?? elemento.getAttribute('aria-label') ?? '');
}

/**
 * What the user typed, field by field as the form shows it: each labelled text field, select (MUI's select
 * is its combobox, shown text) and checked box, so that it can be read again after the record is reloaded.
 */
export function camposDigitados(raiz: HTMLElement | null): CampoDigitado[] {
  if (!raiz) return [];
  const campos: CampoDigitado[] = [];
  for (const elemento of Array.from(raiz.querySelectorAll('input, textarea, select, [role="combobox"]'))) {
    if (
      elemento instanceof HTMLInputElement &&
      (elemento.type === 'hidden' || elemento.ariaHidden === 'true')
    ) {
      continue;
    }
    const rotulo = rotuloDe(elemento);
    if (!rotulo) continue;
    let valor: string;
    if (elemento instanceof HTMLInputElement && (elemento.type === 'checkbox' || elemento.type === 'radio')) {
      if (!elemento.checked) continue;
      valor = 'Sim';
    } else if (
      elemento instanceof HTMLInputElement ||
      elemento instanceof HTMLTextAreaElement ||
      elemento instanceof HTMLSelectElement
    ) {
      valor = elemento.value;
    } else {
      valor = elemento.textContent ?? '';
    }
    valor = valor.trim();
    if (valor && valor !== '\u200b') campos.push({ rotulo, valor });
  }
  return campos;
}

type Conflito = {
  digitado: CampoDigitado[];
  recarregado: boolean;
  recarregando: boolean;
  escrita: EscritaRecusada | undefined;
};

/**
 * The one answer of an editing dialog to a stale write (decision 0081): while the dialog is open, a save
 * refused with 409 because someone else changed the record keeps the form as typed and shows an alert with
 * "Recarregar", which fetches the record again (the caller's `onRecarregar`, else every query on the screen)
 * and then lists what the user had typed, so it can be applied again to the current version. From then on the
 * dialog's next save goes out on the version the record had when it was refused, whatever version the dialog
 * read when it opened (decision 0088): the user has seen the current record, so the save may replace it.
 */
export function useConflitoDeVersao({
  aberto,
  formRef,
  onRecarregar,
}: {
  aberto: boolean;
  formRef: RefObject<HTMLElement | null>;
  onRecarregar?: (() => unknown) | undefined;
}): ReactNode {
  const queryClient = useContext(QueryClientContext);
  const [conflito, setConflito] = useState<Conflito | null>(null);
  // the writes whose version this dialog's reloads moved on: forgotten when it closes
  const recarregadas = useRef(new Set<string>());

  useEffect(() => {
    if (!aberto) {
      setConflito(null);
      return;
    }
    dialogosAbertos += 1;
    const escritas = recarregadas.current;
    const parar = queryClient?.getMutationCache().subscribe((evento) => {
      if (evento.type !== 'updated') return;
      const erro = evento.action.type === 'error' ? evento.action.error : undefined;
      if (isApiError(erro) && ehEscritaDesatualizada(erro)) {
        setConflito({
          digitado: camposDigitados(formRef.current),
          recarregado: false,
          recarregando: false,
          escrita: erro.escritaRecusada,
        });
      } else if (evento.action.type === 'success') {
        setConflito(null);
      }
    });
    return () => {
      dialogosAbertos -= 1;
      parar?.();
      esquecerVersoesRecarregadas(escritas);
      escritas.clear();
    };
  }, [aberto, queryClient, formRef]);

  if (!conflito) return null;

  const recarregar = async () => {
    setConflito((atual) => atual && { ...atual, recarregando: true });
    try {
      await (onRecarregar ? onRecarregar() : queryClient?.invalidateQueries({ refetchType: 'active' }));
      if (conflito.escrita) {
        aceitarVersaoAtual(conflito.escrita);
        recarregadas.current.add(conflito.escrita.chave);
      }
      setConflito((atual) => atual && { ...atual, recarregado: true, recarregando: false });
    } catch {
      setConflito((atual) => atual && { ...atual, recarregando: false });
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mx: 3, mt: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          loading={conflito.recarregando}
          onClick={() => void recarregar()}
        >
          {CONFLITO_TEXTS.recarregar}
        </Button>
      }
    >
      <AlertTitle>{CONFLITO_TEXTS.titulo}</AlertTitle>
      {conflito.recarregado ? (
        <>
          {CONFLITO_TEXTS.recarregado}
          <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
            {conflito.digitado.map((campo) => (
              <Box key={`${campo.rotulo}-${campo.valor}`} sx={{ display: 'flex', gap: 1 }}>
                <Box component="dt" sx={{ fontWeight: 500 }}>
                  {campo.rotulo}:
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {campo.valor}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      ) : (
        CONFLITO_TEXTS.explicacao
      )}
    </Alert>
  );
}
