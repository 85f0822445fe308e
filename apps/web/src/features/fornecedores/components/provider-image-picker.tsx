import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import { IMAGENS_MAX_SELECAO, FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useProvedorImagens } from '../api/get-provedor-imagens.ts';

type ProviderImagePickerProps = {
  provedorId: number | null;
  /** ids of the chosen images (a quote's `imagens_provedor`) */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
};

/** Choose up to 4 of a provider's images for a quote (part 1 §2 "Provider image picker", §5). */
export function ProviderImagePicker({
  provedorId,
  value,
  onChange,
  disabled = false,
}: ProviderImagePickerProps) {
  const { enqueueSnackbar } = useSnackbar();
  const imagens = useProvedorImagens(provedorId);
  useErrorToast(imagens.error, M.erroCarregarImagens, { withDetail: false });
  const lista = imagens.data ?? [];

  const alternar = (id: number) => {
    if (value.includes(id)) {
      onChange(value.filter((escolhida) => escolhida !== id));
    } else if (value.length >= IMAGENS_MAX_SELECAO) {
      enqueueSnackbar(M.limiteImagens, { variant: 'warning' });
    } else {
      onChange([...value, id]);
    }
  };

  if (provedorId === null || (!imagens.isLoading && lista.length === 0)) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {M.nenhumaImagem}
      </Typography>
    );
  }

  return (
    <Box role="group" aria-label={M.selecioneImagens}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {M.selecioneImagens} ({value.length}/{IMAGENS_MAX_SELECAO})
      </Typography>
      {imagens.isLoading ? (
        <Typography color="text.secondary">Carregando...</Typography>
      ) : (
        <ImageList cols={3} gap={8} rowHeight={120} sx={{ m: 0 }}>
          {lista.map((imagem) => {
            const escolhida = value.includes(imagem.id);
            return (
              <ImageListItem key={imagem.id}>
                <ButtonBase
                  role="checkbox"
                  aria-checked={escolhida}
                  aria-label={imagem.titulo}
                  disabled={disabled}
                  onClick={() => alternar(imagem.id)}
                  sx={{
                    width: '100%',
                    height: '100%',
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: escolhida ? '3px solid' : 'none',
                    outlineColor: 'primary.main',
                    outlineOffset: -3,
                  }}
                >
                  <img
                    src={imagem.url}
                    alt=""
                    loading="lazy"
                    style={{
                      width: '100%',
                      height: '100%',
                      objectFit: 'cover',
                      opacity: escolhida ? 1 : 0.85,
                    }}
                  />
                  {escolhida ? (
                    <CheckCircleIcon
                      color="primary"
                      sx={{
                        position: 'absolute',
                        top: 6,
                        right: 6,
                        bgcolor: 'common.white',
                        borderRadius: '50%',
                      }}
                    />
                  ) : null}
                </ButtonBase>
                <ImageListItemBar title={imagem.titulo} sx={{ pointerEvents: 'none' }} />
              </ImageListItem>
            );
          })}
        </ImageList>
      )}
    </Box>
  );
}
