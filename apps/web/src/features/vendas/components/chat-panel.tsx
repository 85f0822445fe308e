import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { CHAT_MESSAGES, type ChatMessage } from '@skyler/domain/vendas';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { useSnackbar } from '../../../lib/toast.tsx';

type Estado = 'conectando' | 'carregando' | 'pronto' | 'erro';

export const ERRO_HISTORICO = 'Não foi possível carregar o histórico do chat';

const chaveRascunho = (venda: number) => `skyler.chat-rascunho.${venda}`;

/** The message being typed in a sale's chat, kept in the browser tab until sent. */
function lerRascunho(venda: number): string {
  try {
    return window.sessionStorage.getItem(chaveRascunho(venda)) ?? '';
  } catch {
    return '';
  }
}

function guardarRascunho(venda: number, texto: string) {
  try {
    if (texto) window.sessionStorage.setItem(chaveRascunho(venda), texto);
    else window.sessionStorage.removeItem(chaveRascunho(venda));
  } catch {
    // storage refused (private mode, full): the draft lives only while the panel is shown
  }
}

/**
 * Staff chat of a sale: history once, then new messages live from the event stream. Enter sends,
 * Shift+Enter starts a new line; a concluded or cancelled sale's chat is read-only (decision 0016). The
 * message being typed survives a change of tab and the panel's unmount, per sale, until it is sent.
 */
export function ChatPanel({ venda, somenteLeitura = false }: { venda: number; somenteLeitura?: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [estado, setEstado] = useState<Estado>('conectando');
  const [mensagens, setMensagens] = useState<ChatMessage[]>([]);
  const [texto, setTexto] = useState(() => lerRascunho(venda));
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState('');
  const fim = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setTexto(lerRascunho(venda));
  }, [venda]);
  const escrever = (proximo: string) => {
    setTexto(proximo);
    guardarRascunho(venda, proximo);
  };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/vendas/${venda}/chat/stream/`);
    const add = (m: ChatMessage) =>
      setMensagens((all) => (all.some((x) => x.id === m.id) ? all : [...all, m].sort((a, b) => a.id - b.id)));
    source.addEventListener('mensagem', (e) => add(JSON.parse((e as MessageEvent).data) as ChatMessage));
    source.addEventListener('pronto', () => {
      setEstado('carregando');
      api.get<ChatMessage[]>(`/api/vendas/${venda}/chat_messages/`).then(
        (history) => {
          for (const m of history) add(m);
          setEstado('pronto');
        },
        (error: unknown) => {
          setErro(`${ERRO_HISTORICO}: ${errorMessage(error, String(error))}`);
          setEstado('erro');
        },
      );
    });
    return () => source.close();
  }, [venda]);

  const ultima = mensagens.at(-1)?.id;
  useEffect(() => {
    if (ultima !== undefined) fim.current?.scrollIntoView?.({ block: 'nearest' });
  }, [ultima]);

  const enviar = async () => {
    const message = texto.trim();
    if (!message || somenteLeitura) return;
    setEnviando(true);
    try {
      const m = await api.post<ChatMessage>(`/api/vendas/${venda}/chat_messages/`, { message });
      setMensagens((all) => (all.some((x) => x.id === m.id) ? all : [...all, m]));
      escrever('');
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? error.detail : String(error), { variant: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2 }} aria-label="Chat da venda" component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Chat
      </Typography>
      {/* focusable, so that a keyboard can scroll a long conversation */}
      <Box
        sx={{
          maxHeight: 320,
          overflowY: 'auto',
          mb: 2,
          borderRadius: 1,
          '&:focus-visible': { outline: (t) => `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
        }}
        role="log"
        aria-live="polite"
        aria-label="Mensagens"
        tabIndex={0}
      >
        {estado === 'erro' ? (
          <Alert severity="error">{erro}</Alert>
        ) : estado !== 'pronto' ? (
          <Typography color="text.secondary">
            {estado === 'conectando' ? CHAT_MESSAGES.conectando : CHAT_MESSAGES.carregando}
          </Typography>
        ) : mensagens.length === 0 ? (
          <Typography color="text.secondary">{CHAT_MESSAGES.semMensagens}</Typography>
        ) : (
          mensagens.map((m) => (
            <Box key={m.id} sx={{ mb: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {m.created_by ? `${m.created_by.nome} ${m.created_by.sobrenome}` : '-'} ·{' '}
                {formatDateTime(m.created_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.message}</Typography>
            </Box>
          ))
        )}
        <div ref={fim} />
      </Box>
      {somenteLeitura ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {CHAT_MESSAGES.somenteLeitura}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          multiline
          maxRows={6}
          size="small"
          label="Mensagem"
          helperText={somenteLeitura ? undefined : 'Enter envia; Shift+Enter quebra a linha.'}
          disabled={somenteLeitura}
          value={texto}
          onChange={(e) => escrever(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void enviar();
            }
          }}
        />
        <Button
          variant="contained"
          onClick={enviar}
          disabled={somenteLeitura || !texto.trim()}
          loading={enviando}
        >
          Enviar
        </Button>
      </Stack>
    </Paper>
  );
}
