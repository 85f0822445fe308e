import { FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { CONSULTOR, makeImagens, makeProvedor, renderComUsuario } from '../testing/fixtures.tsx';
import { arquivoInvalido } from './adicionar-imagem-dialog.tsx';
import { ProvedorImagensDialog } from './provedor-imagens-dialog.tsx';

const png = (nome = 'quarto.png', size = 100) =>
  new File([new Uint8Array(size)], nome, { type: 'image/png' });

describe('ProvedorImagensDialog', () => {
  it('shows the images in a 3-column grid, or says there are none', async () => {
    mockFetch({ 'GET /api/provedores/21/imagens/': { body: makeImagens(4) } });
    renderComUsuario(<ProvedorImagensDialog provedor={makeProvedor()} onClose={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Foto 1' })).toHaveAttribute(
      'src',
      '/api/provedores/21/imagens/1/',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('list')).toHaveStyle({ gridTemplateColumns: 'repeat(3, 1fr)' });
  });

  it('says when the provider has no image', async () => {
    mockFetch({ 'GET /api/provedores/21/imagens/': { body: [] } });
    renderComUsuario(<ProvedorImagensDialog provedor={makeProvedor()} onClose={() => undefined} />);
    expect(await screen.findByText(M.nenhumaImagem)).toBeInTheDocument();
  });

  it('adds an image: title and file are required (marked *), sent as multipart', async () => {
    setCookie('csrftoken', 'csrf');
    const imagens = makeImagens(1);
    const api = mockFetch({
      'GET /api/provedores/21/imagens/': () => ({ body: imagens }),
      'POST /api/provedores/21/imagens/': () => {
        imagens.push({
          id: 9,
          titulo: 'Piscina',
          descricao: 'Aquecida',
          url: '/api/provedores/21/imagens/9/',
        });
        return { status: 201, body: imagens.at(-1) };
      },
    });
    const user = userEvent.setup();
    renderComUsuario(<ProvedorImagensDialog provedor={makeProvedor()} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Adicionar imagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar imagem' });
    expect(within(dialog).getByLabelText(/Título/)).toBeRequired();
    expect(within(dialog).getByText('Arquivo *')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(M.tituloObrigatorio)).toBeInTheDocument();
    expect(within(dialog).getByText(M.arquivoObrigatorio)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/provedores/21/imagens/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Título/), 'Piscina');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Aquecida');
    await user.upload(within(dialog).getByLabelText('Arquivo *'), png());
    expect(within(dialog).getByText('quarto.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(M.imagemAdicionada)).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/provedores/21/imagens/')[0]?.body as FormData;
    expect(body.get('titulo')).toBe('Piscina');
    expect(body.get('descricao')).toBe('Aquecida');
    expect((body.get('imagem') as File).name).toBe('quarto.png');
    expect(await screen.findByRole('img', { name: 'Piscina' })).toBeInTheDocument();
  });

  it('tells when the server refuses the image', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/provedores/21/imagens/': { body: [] },
      'POST /api/provedores/21/imagens/': {
        status: 415,
        body: { detail: 'Tipo de arquivo não permitido. Envie imagem (JPG, PNG, WEBP, GIF).' },
      },
    });
    const user = userEvent.setup();
    renderComUsuario(<ProvedorImagensDialog provedor={makeProvedor()} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Adicionar imagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar imagem' });
    await user.type(within(dialog).getByLabelText(/Título/), 'Falsa');
    await user.upload(within(dialog).getByLabelText('Arquivo *'), png('falsa.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.erroAdicionarImagem)).toBeInTheDocument();
    expect(within(dialog).getByText(/Tipo de arquivo não permitido/)).toBeInTheDocument();
    // what was typed and chosen is not dropped unasked
    await esperaPerguntarAntesDeDescartar(user, within(dialog).getByLabelText(/Título/), ' 2');
  });

  it('deletes an image only after confirming an irreversible deletion', async () => {
    setCookie('csrftoken', 'csrf');
    let imagens = makeImagens(2);
    const api = mockFetch({
      'GET /api/provedores/21/imagens/': () => ({ body: imagens }),
      'DELETE /api/provedores/21/imagens/2/': () => {
        imagens = imagens.filter((imagem) => imagem.id !== 2);
        return { body: { detail: M.imagemDeletada } };
      },
    });
    const user = userEvent.setup();
    renderComUsuario(<ProvedorImagensDialog provedor={makeProvedor()} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Deletar imagem Foto 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deletar imagem' });
    expect(confirm).toHaveAccessibleDescription(M.deletarImagemConfirmacao);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE', '/api/provedores/21/imagens/2/')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Deletar imagem Foto 2' }));
    const denovo = await screen.findByRole('dialog', { name: 'Deletar imagem' });
    await user.click(within(denovo).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(M.imagemDeletada)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Foto 2' })).not.toBeInTheDocument());
  });

  it('keeps add and delete disabled for users outside finance and issuance', async () => {
    mockFetch({ 'GET /api/provedores/21/imagens/': { body: makeImagens(1) } });
    renderComUsuario(
      <ProvedorImagensDialog provedor={makeProvedor()} onClose={() => undefined} />,
      CONSULTOR,
    );
    expect(await screen.findByRole('button', { name: 'Deletar imagem Foto 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adicionar imagem' })).toBeDisabled();
  });
});

describe('arquivoInvalido', () => {
  it('requires an image file of at most 5 MB', () => {
    expect(arquivoInvalido(null)).toBe(M.arquivoObrigatorio);
    expect(arquivoInvalido(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(M.imagemTipoInvalido);
    expect(arquivoInvalido(png('grande.png', 5 * 1024 * 1024 + 1))).toBe(M.imagemGrande);
    expect(arquivoInvalido(png())).toBeNull();
  });
});
