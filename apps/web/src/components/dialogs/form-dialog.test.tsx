import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CONFLITO_TEXTS } from './conflito-versao.tsx';
import { DESCARTAR_ALTERACOES } from './descartar-alteracoes-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';

function Formulario({ onClose, dirty }: { onClose: () => void; dirty?: boolean }) {
  const [nome, setNome] = useState('Smiles');
  const [tipo, setTipo] = useState('milhas');
  return (
    <FormDialog
      open
      title="Editar programa"
      saving={false}
      dirty={dirty}
      onClose={onClose}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField label="Nome" value={nome} onChange={(event) => setNome(event.target.value)} />
      <TextField select label="Tipo" value={tipo} onChange={(event) => setTipo(event.target.value)}>
        <MenuItem value="milhas">Milhas</MenuItem>
        <MenuItem value="pontos">Pontos</MenuItem>
      </TextField>
      <Autocomplete
        options={['GOL', 'LATAM', 'Azul']}
        renderInput={(params) => <TextField {...params} label="Companhia" />}
      />
    </FormDialog>
  );
}

/** A record's form that follows the record (`values`), whose save someone else's change refuses. */
function Registro({ lerNome }: { lerNome: () => string }) {
  const registro = useQuery({ queryKey: ['registro'], queryFn: async () => ({ nome: lerNome() }) });
  const form = useForm({ values: { nome: registro.data?.nome ?? '' } });
  const salvar = useMutation({
    mutationFn: async (_dados: { nome: string }) => {
      throw new ApiError({ status: 409, detail: MENSAGEM_VERSAO });
    },
  });
  return (
    <FormDialog
      open
      title="Editar programa"
      onClose={() => undefined}
      dirty={form.formState.isDirty}
      onSubmit={(event) => void form.handleSubmit((dados) => salvar.mutate(dados))(event)}
    >
      <TextField label="Nome" slotProps={{ inputLabel: { shrink: true } }} {...form.register('nome')} />
    </FormDialog>
  );
}

const perguntou = () => screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title });

describe('FormDialog', () => {
  it('closes at once when nothing was changed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Formulario onClose={onClose} />);
    await user.click(screen.getByLabelText('Nome'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(perguntou()).not.toBeInTheDocument();
  });

  it('asks before closing with a typed change: Continuar editando keeps it, Descartar closes once', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Formulario onClose={onClose} />);
    await user.type(screen.getByLabelText('Nome'), ' Diamante');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() => expect(perguntou()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Smiles Diamante');

    // Esc asks the same question
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sees a change made in a select, and a change undone is no change', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Formulario onClose={onClose} />);
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Pontos' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() => expect(perguntou()).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Milhas' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(perguntou()).not.toBeInTheDocument();
  });

  it('follows the dirty state the caller gives', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Formulario onClose={onClose} dirty />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an Esc that closes an open list keeps the dialog; the next one asks', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Formulario onClose={onClose} />);
    await user.type(screen.getByLabelText('Nome'), ' Diamante');
    await user.click(screen.getByRole('combobox', { name: 'Companhia' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(perguntou()).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks on a click outside with a change, and closes at once without one', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Formulario onClose={onClose} />);
    const fundo = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(screen.getByLabelText('Nome'));
    await user.click(fundo());
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Nome'), ' Diamante');
    await user.click(fundo());
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("holds the browser's Back while it has changes: Continuar editando stays, Descartar leaves", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Formulario onClose={onClose} />, { route: '/vendas' });
    await act(() => router.navigate('/vendas/1'));
    await user.type(screen.getByLabelText('Nome'), ' Diamante');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas/1');
    await user.click(screen.getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() => expect(perguntou()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nome')).toHaveValue('Smiles Diamante');
    expect(onClose).not.toHaveBeenCalled();

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vendas$/));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("lets the browser's Back through when nothing was changed", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Formulario onClose={onClose} />, { route: '/vendas' });
    await act(() => router.navigate('/vendas/1'));
    await user.click(screen.getByLabelText('Nome'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vendas$/));
    expect(perguntou()).not.toBeInTheDocument();
  });

  it("walks a wizard's steps: Avançar submits the step, Voltar goes back, the last one has the submit", async () => {
    const onSubmit = vi.fn();
    function Assistente() {
      const [passo, setPasso] = useState(0);
      return (
        <FormDialog
          open
          title="Novo cadastro"
          onClose={vi.fn()}
          onSubmit={(event) => {
            event.preventDefault();
            if (passo < 2) setPasso(passo + 1);
            else onSubmit();
          }}
          submitLabel="Finalizar"
          passos={{ atual: passo, total: 3, onVoltar: () => setPasso(passo - 1) }}
        >
          <TextField label={`Campo ${passo + 1}`} />
        </FormDialog>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Assistente />);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    // Enter in a field is Avançar too
    await user.type(screen.getByLabelText('Campo 2'), 'x{Enter}');
    expect(screen.getByLabelText('Campo 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avançar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText('Campo 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('holds forms that save themselves: no Salvar, and Fechar asks while one has changes', async () => {
    const onClose = vi.fn();
    function Lista() {
      const [nome, setNome] = useState('');
      return (
        <FormDialog open title="Protocolos" cancelLabel="Fechar" dirty={nome !== ''} onClose={onClose}>
          <form aria-label="Adicionar" onSubmit={(event) => event.preventDefault()}>
            <TextField label="Nome" value={nome} onChange={(event) => setNome(event.target.value)} />
          </form>
        </FormDialog>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Lista />);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    // its own form is the only one: a form in a form is not HTML
    expect(screen.getByRole('form', { name: 'Adicionar' }).parentElement?.closest('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Nome'), 'LATAM');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a save refused by someone else’s change keeps the typed values, and Recarregar shows them beside the current record', async () => {
    let nome = 'Smiles';
    const user = userEvent.setup();
    renderWithProviders(<Registro lerNome={() => nome} />);
    const campo = await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(campo).toHaveValue('Smiles'));
    await user.clear(campo);
    await user.type(campo, 'Smiles Diamante');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONFLITO_TEXTS.titulo)).toBeInTheDocument();
    expect(screen.getByText(CONFLITO_TEXTS.explicacao)).toBeInTheDocument();
    expect(campo).toHaveValue('Smiles Diamante');

    nome = 'Smiles Club';
    await user.click(screen.getByRole('button', { name: CONFLITO_TEXTS.recarregar }));
    expect(await screen.findByText(CONFLITO_TEXTS.recarregado)).toBeInTheDocument();
    await waitFor(() => expect(campo).toHaveValue('Smiles Club'));
    expect(screen.getByText('Nome:')).toBeInTheDocument();
    expect(screen.getByText('Smiles Diamante')).toBeInTheDocument();
  });
});
