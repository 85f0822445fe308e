import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { MENSAGEM_ORIGEM, MENSAGENS_MESSAGES, type Mensagem } from '@skyler/domain/mensagens';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { caminhoDaConversa, type LadoDaConversa, mensagensKeys, useMensagens } from '../api/get-mensagens.ts';
import { juntarMensagem, useEnviarMensagem } from '../api/send-mensagem.ts';

/** Whether a message was written by the side reading it (drawn on the right). */
const ehMinha = (lado: LadoDaConversa, m: Mensagem) => (lado === 'equipe') === (m.origem === 'equipe');

/**
 * The conversation of a sale between the client and the agency, for either side: the history, then new
 * messages live from the event stream (read again when the stream opens, so none falls between the two).
 * Enter sends, Shift+Enter starts a new line.
 */
export function Conversa({ venda, lado }: { venda: number; lado: LadoDaConversa }) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const conversa = useMensagens(lado, venda);
  const enviar = useEnviarMensagem(lado, venda);
  const [texto, setTexto] = useState('');
  const fim = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const chave = mensagensKeys.conversa(lado, venda);
    const source = new EventSource(`${caminhoDaConversa(lado, venda)}stream/`);
    source.addEventListener('mensagem', (e) => {
      const nova = JSON.parse((e as MessageEvent).data) as Mensagem;
      queryClient.setQueryData<Mensagem[]>(chave, (todas) => juntarMensagem(todas, nova));
    });
    source.addEventListener('pronto', () => void queryClient.invalidateQueries({ queryKey: chave }));
    return () => source.close();
  }, [lado, venda, queryClient]);

  const mensagens = conversa.data ?? [];
  const ultima = mensagens.at(-1)?.id;
  useEffect(() => {
    if (ultima !== undefined) fim.current?.scrollIntoView?.({ block: 'nearest' });
  }, [ultima]);

  const mandar = () => {
    const valor = texto.trim();
    if (!valor || enviar.isPending) return;
    enviar.mutate(
      { texto: valor },
      {
        onSuccess: () => setTexto(''),
        onError: (error) =>
          enqueueSnackbar(error instanceof ApiError ? error.detail : String(error), { variant: 'error' }),
      },
    );
  };

  return (
    // the page names the section around it (the portal's "Conversa com a agência", the tab's own)
    <Box>
      {/* focusable, so that a keyboard can scroll a long conversation */}
      <Box
        sx={{
          maxHeight: 420,
          overflowY: 'auto',
          mb: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          '&:focus-visible': { outline: (t) => `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
        }}
        role="log"
        aria-live="polite"
        aria-label="Mensagens"
        tabIndex={0}
      >
        {conversa.isError ? (
          <Alert severity="error">
            {MENSAGENS_MESSAGES.erroHistorico}: {errorMessage(conversa.error, String(conversa.error))}
          </Alert>
        ) : conversa.isPending ? (
          <Typography color="text.secondary">{MENSAGENS_MESSAGES.carregando}</Typography>
        ) : mensagens.length === 0 ? (
          <Typography color="text.secondary">{MENSAGENS_MESSAGES.semMensagens}</Typography>
        ) : (
          mensagens.map((m) => {
            const minha = ehMinha(lado, m);
            return (
              <Box
                key={m.id}
                sx={{
                  alignSelf: minha ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: (t) => (minha ? alpha(t.palette.primary.main, 0.08) : t.palette.grey[100]),
                  border: 1,
                  borderColor: minha ? 'primary.light' : 'grey.300',
                }}
              >
                <Typography variant="caption" color="text.secondary" component="p">
                  {m.autor ?? MENSAGEM_ORIGEM.label(m.origem)}
                  {m.origem === 'whatsapp' ? ' · WhatsApp' : ''} · {formatDateTime(m.created_at)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.texto}</Typography>
              </Box>
            );
          })
        )}
        <div ref={fim} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          multiline
          maxRows={6}
          size="small"
          label={lado === 'cliente' ? 'Mensagem para a agência' : 'Mensagem para o cliente'}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              mandar();
            }
          }}
        />
        <Button variant="contained" onClick={mandar} disabled={!texto.trim()} loading={enviar.isPending}>
          Enviar
        </Button>
      </Stack>
    </Box>
  );
}
