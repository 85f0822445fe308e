import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import {
  type FormEvent,
  type FormEventHandler,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { DIALOG_WIDTH } from './confirm-dialog.tsx';
import { useConflitoDeVersao } from './conflito-versao.tsx';
import { useGuardaDescarte } from './use-guarda-descarte.tsx';

/** A wizard's steps (its stepper is the caller's content): Voltar and Avançar beside Cancelar. */
export type PassosFormDialog = {
  /** the step shown, from 0; on the last one Avançar becomes the submit (`submitLabel`) */
  atual: number;
  total: number;
  onVoltar: () => void;
};

type FormDialogProps = {
  open: boolean;
  title: string;
  /** the form is being sent: Cancelar, Esc and a click outside wait */
  saving?: boolean;
  onClose: () => void;
  /**
   * The form's submit (Salvar, Enter in a field; in a wizard also Avançar, which the caller checks and moves
   * on). Without it the dialog holds forms that save themselves (a row's Salvar, a list's add form): it has no
   * Salvar and no form of its own, and `dirty` says whether any of them holds something not saved.
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  /** the closing button's text: Fechar where the dialog's forms save themselves */
  cancelLabel?: string;
  /** when there is nothing the form could send (the reason is said in the dialog) */
  submitDisabled?: boolean;
  /**
   * Whether the form holds unsaved changes, when the caller knows (react-hook-form's `isDirty`); without it
   * the dialog compares its fields with what they held when the user first touched them.
   */
  dirty?: boolean;
  /** a form too wide for 600px (one payment form per quote of a cart, say) takes MUI's breakpoint width */
  largura?: 'md' | 'lg';
  /** the spec's own wording of the discard question, where the screen has one */
  perguntaDescartar?: string;
  passos?: PassosFormDialog;
  /** other actions of the dialog, before Cancelar (Mostrar todos) */
  acoes?: ReactNode;
  /** under the content and above the actions, where it is seen without scrolling: a refused save's alert */
  aviso?: ReactNode;
  /**
   * What "Recarregar" does after a stale write (409): fetch the dialog's record again. Without it every query
   * on the screen is fetched again.
   */
  onRecarregar?: () => unknown;
  children: ReactNode;
};

/**
 * What the form's fields hold, as one string: every input, select and text area, the hidden inputs of MUI's
 * selects and pickers included (they carry the chosen value), checkboxes and radios by whether they are checked.
 */
function formSnapshot(form: HTMLElement): string {
  if (!(form instanceof HTMLFormElement)) return '';
  const values: string[] = [];
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    ) {
      continue;
    }
    const key = element.name || element.id;
    const isToggle =
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
    values.push(`${key}=${isToggle ? String(element.checked) : element.value}`);
  }
  return JSON.stringify(values);
}

/**
 * The one dialog that edits data: a 600px dialog (or `largura`'s) around a form, with Cancelar and Salvar; a
 * wizard's actions (`passos`), a dialog of forms that save themselves (no `onSubmit`), other actions and an alert
 * above the actions are the same dialog. A save refused because someone else changed the record (409) keeps
 * the form as typed and offers "Recarregar" (`useConflitoDeVersao`, decision 0081). Closing it (Cancelar, Esc, a click outside, the browser's Back) with
 * unsaved changes asks first whether to discard them (decisions 0054, 0073, through `useGuardaDescarte`); the
 * form's own close after a save is the caller's and is never asked.
 */
export function FormDialog({
  open,
  title,
  saving = false,
  onClose,
  onSubmit,
  submitLabel = 'Salvar',
  cancelLabel = 'Cancelar',
  submitDisabled = false,
  dirty,
  largura,
  perguntaDescartar,
  passos,
  acoes,
  aviso,
  onRecarregar,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formRef = useRef<HTMLElement>(null);
  // the fields as the user found them: taken at their first touch, after whatever the dialog loaded
  const initial = useRef<string | null>(null);
  // whether the user touched the form yet: until then there is nothing Back could lose
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) {
      initial.current = null;
      setTouched(false);
    }
  }, [open]);

  const noteInitial = () => {
    if (initial.current === null && formRef.current) {
      initial.current = formSnapshot(formRef.current);
      setTouched(true);
    }
  };
  const hasChanges = () => {
    if (dirty !== undefined) return dirty;
    return (
      initial.current !== null &&
      formRef.current !== null &&
      formSnapshot(formRef.current) !== initial.current
    );
  };
  const guarda = useGuardaDescarte({
    aberto: open,
    temAlteracoes: hasChanges,
    vigiarVoltar: dirty ?? touched,
    onClose,
    pergunta: perguntaDescartar,
  });
  const conflito = useConflitoDeVersao({ aberto: open, formRef, onRecarregar });

  const ultimoPasso = passos === undefined || passos.atual >= passos.total - 1;
  const salvar = (
    <Button type="submit" variant="contained" loading={saving} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  );
  const cancelar = (
    <Button onClick={guarda.pedirFechamento} disabled={saving}>
      {cancelLabel}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : guarda.onDialogClose}
      aria-labelledby={titleId}
      maxWidth={largura ?? false}
      fullWidth={largura !== undefined}
      slotProps={
        largura ? undefined : { paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }
      }
    >
      <Box
        // without a submit of its own the dialog's forms are its children's: a form in a form is not HTML
        component={onSubmit ? 'form' : 'div'}
        ref={formRef}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          // a dialog opened from the form (a picker, a nested form) is a portal: its submit is its own
          if (event.target !== event.currentTarget) return;
          onSubmit?.(event);
        }}
        onPointerDownCapture={noteInitial}
        onKeyDownCapture={noteInitial}
        noValidate={onSubmit ? true : undefined}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        {conflito}
        {aviso}
        {passos ? (
          <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
            {cancelar}
            <span>
              {acoes}
              <IconButton
                aria-label="Voltar"
                disabled={passos.atual === 0 || saving}
                onClick={passos.onVoltar}
              >
                <ArrowBackIcon />
              </IconButton>
              {ultimoPasso ? (
                salvar
              ) : (
                <IconButton type="submit" aria-label="Avançar">
                  <ArrowForwardIcon />
                </IconButton>
              )}
            </span>
          </DialogActions>
        ) : (
          <DialogActions>
            {acoes}
            {cancelar}
            {onSubmit ? salvar : null}
          </DialogActions>
        )}
      </Box>
      {guarda.dialogo}
    </Dialog>
  );
}
