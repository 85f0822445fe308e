import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A form whose value is a list of lines (accounts, payments), with one message for the whole list. */
export type FormDeLinhas<L> = { linhas: L[] };

/**
 * The lines of a list form as its dialog edits them: read, changed one at a time, added and removed, each
 * change marking the form dirty and hiding the list's message until the next submit.
 */
export function useLinhasDoForm<L extends object>(form: UseFormReturn<FormDeLinhas<L>>) {
  // react-hook-form's path types cannot follow a generic line: the form is read through its plain shape
  const lista = form as unknown as UseFormReturn<FieldValues>;
  const linhas = lista.watch('linhas') as L[];
  const erro = (lista.formState.errors.linhas?.message as string | undefined) ?? null;
  const setLinhas = (mudar: (atuais: L[]) => L[]) => {
    lista.clearErrors('linhas');
    lista.setValue('linhas', mudar(lista.getValues('linhas') as L[]), { shouldDirty: true });
  };
  const mudarLinha = (indice: number, mudanca: Partial<L>) =>
    setLinhas((atuais) => atuais.map((linha, i) => (i === indice ? { ...linha, ...mudanca } : linha)));
  return { linhas, erro, setLinhas, mudarLinha };
}
