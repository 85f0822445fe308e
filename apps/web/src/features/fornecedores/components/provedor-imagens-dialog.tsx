import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import { FORNECEDORES_MESSAGES as M, type Provedor, type ProvedorImagem } from '@skyler/domain/fornecedores';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useProvedorImagens } from '../api/get-provedor-imagens.ts';
import { useDeleteProvedorImagem } from '../api/save-provedor-imagem.ts';
import { usePodeEditarFornecedores } from '../hooks/use-pode-editar.ts';
import { AdicionarImagemDialog } from './adicionar-imagem-dialog.tsx';
import { DetalhesDialog } from './detalhes-dialog.tsx';

/** Grid of a provider's images (3 columns), with add and irreversible delete (part 2 §2). */
export function ProvedorImagensDialog({
  provedor,
  onClose,
}: {
  provedor: Provedor | null;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const podeEditar = usePodeEditarFornecedores();
  const imagens = useProvedorImagens(provedor?.id ?? null);
  const deletar = useDeleteProvedorImagem();
  const [adicionando, setAdicionando] = useState(false);
  const [aDeletar, setADeletar] = useState<ProvedorImagem | null>(null);
  useErrorToast(imagens.error, M.erroCarregarImagens, { withDetail: false });
  if (!provedor) return null;

  const confirmarDelecao = async () => {
    if (!aDeletar) return;
    try {
      await deletar.mutateAsync({ provedorId: provedor.id, id: aDeletar.id });
      enqueueSnackbar(M.imagemDeletada, { variant: 'success' });
    } catch {
      enqueueSnackbar(M.erroDeletarImagem, { variant: 'error' });
    }
    setADeletar(null);
  };

  const lista = imagens.data ?? [];
  return (
    <DetalhesDialog open title={`Imagens — ${provedor.nome}`} onClose={onClose}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={!podeEditar}
          onClick={() => setAdicionando(true)}
        >
          Adicionar imagem
        </Button>
      </Box>
      {lista.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {imagens.isLoading ? 'Carregando...' : M.nenhumaImagem}
        </Typography>
      ) : (
        <ImageList cols={3} gap={8} rowHeight={170} sx={{ m: 0 }}>
          {lista.map((imagem) => (
            <ImageListItem key={imagem.id}>
              <img
                src={imagem.url}
                alt={imagem.titulo}
                loading="lazy"
                style={{ height: '100%', objectFit: 'cover' }}
              />
              <ImageListItemBar
                title={imagem.titulo}
                subtitle={imagem.descricao || undefined}
                actionIcon={
                  <IconButton
                    aria-label={`Deletar imagem ${imagem.titulo}`}
                    disabled={!podeEditar}
                    onClick={() => setADeletar(imagem)}
                    sx={{ color: 'rgba(255, 255, 255, 0.85)' }}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
      <AdicionarImagemDialog
        open={adicionando}
        provedorId={provedor.id}
        onClose={() => setAdicionando(false)}
      />
      <ConfirmDialog
        open={aDeletar !== null}
        title="Deletar imagem"
        message={M.deletarImagemConfirmacao}
        cancelLabel="Cancelar"
        confirmLabel="Deletar"
        confirmColor="error"
        loading={deletar.isPending}
        onCancel={() => setADeletar(null)}
        onConfirm={confirmarDelecao}
      />
    </DetalhesDialog>
  );
}
