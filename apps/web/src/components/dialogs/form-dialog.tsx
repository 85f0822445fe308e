import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DIALOG_WIDTH } from './confirm-dialog.tsx';
import { useGuardaDescarte } from './use-guarda-descarte.tsx';

type FormDialogProps = {
  open: boolean;
  title: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
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
  children: ReactNode;
};

/**
 * What the form's fields hold, as one string: every input, select and text area, the hidden inputs of MUI's
 * selects and pickers included (they carry the chosen value), checkboxes and radios by whether they are checked.
 */
function formSnapshot(form: HTMLFormElement): string {
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
 * A 600px dialog (or `largura`'s) around a form, with Cancelar and Salvar. Closing it (Cancelar, Esc, a click outside, the
 * browser's Back) with unsaved changes asks first whether to discard them (decisions 0054, 0073, through
 * `useGuardaDescarte`); the form's own close after a save is the caller's and is never asked.
 */
export function FormDialog({
  open,
  title,
  saving,
  onClose,
  onSubmit,
  submitLabel = 'Salvar',
  submitDisabled = false,
  dirty,
  largura,
  perguntaDescartar,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
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
        component="form"
        ref={formRef}
        onSubmit={(event) => {
          // a dialog opened from the form (a picker, a nested form) is a portal: its submit is its own
          if (event.target !== event.currentTarget) return;
          onSubmit(event);
        }}
        onPointerDownCapture={noteInitial}
        onKeyDownCapture={noteInitial}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={guarda.pedirFechamento} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
      {guarda.dialogo}
    </Dialog>
  );
}
