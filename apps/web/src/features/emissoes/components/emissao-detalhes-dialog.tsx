import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EmissaoView } from '@skyler/domain/emissoes';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { useId } from 'react';
import { CiaAereaLogo } from '../../../components/cia-aerea-logo.tsx';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { Dados } from '../../fornecedores/index.ts';
import { codigoEmissao, pernasDaEmissao, rotuloPerna } from '../lib/emissao-texto.ts';

export const DETALHES_TEXTOS = {
  titulo: (id: number) => `Emissão ${codigoEmissao(id)}`,
  passageiros: 'Passageiros',
  semPassageiros: 'Nenhum passageiro nesta emissão.',
  trechos: 'Trechos',
  fechar: 'Fechar',
} as const;

/** An issuance's details in the sale's tab: when the sale was made, who travels and, for flights, the legs. */
export function EmissaoDetalhesDialog({
  emissao,
  onClose,
}: {
  emissao: EmissaoView | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const pernas = emissao ? pernasDaEmissao(emissao) : [];
  return (
    <Dialog
      open={emissao !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {emissao ? (
        <>
          <DialogTitle id={titleId}>{DETALHES_TEXTOS.titulo(emissao.id)}</DialogTitle>
          <DialogContent>
            <Dados itens={[['Venda criada em', formatDateTime(emissao.venda.created_at)]]} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {DETALHES_TEXTOS.passageiros}
            </Typography>
            {emissao.passageiros.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {DETALHES_TEXTOS.semPassageiros}
              </Typography>
            ) : (
              <List dense disablePadding aria-label={DETALHES_TEXTOS.passageiros}>
                {emissao.passageiros.map((nome) => (
                  <ListItem key={nome} disableGutters>
                    <ListItemText primary={nome} />
                  </ListItem>
                ))}
              </List>
            )}
            {pernas.length > 0 ? (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  {DETALHES_TEXTOS.trechos}
                </Typography>
                <List dense disablePadding aria-label={DETALHES_TEXTOS.trechos}>
                  {pernas.map(({ trecho, perna, dados }) => (
                    <ListItem key={`${trecho}-${perna}`} disableGutters>
                      {dados.cia_aerea ? (
                        <Box sx={{ mr: 1.5, display: 'flex' }}>
                          <CiaAereaLogo cia={dados.cia_aerea} />
                        </Box>
                      ) : null}
                      <ListItemText
                        primary={rotuloPerna(dados)}
                        secondary={dados.numero_do_voo ? `Voo ${dados.numero_do_voo}` : undefined}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{DETALHES_TEXTOS.fechar}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
