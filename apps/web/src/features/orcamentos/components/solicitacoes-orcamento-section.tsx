import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@skyler/domain/formatters-basicos';
import type { OrcamentoCreateParsed } from '@skyler/domain/orcamentos';
import { TIPOS_ORCAMENTO, TIPOS_OUTRO_SERVICO, type TipoOrcamento } from '@skyler/domain/orcamentos-regras';
import { useId, useState } from 'react';
import { NovaSolicitacaoMenu } from './nova-solicitacao-menu.tsx';
import { periodo } from './orcamento-detalhes.tsx';
import { OrcamentoFormDialog } from './orcamento-form-dialog.tsx';

export const SOLICITACOES_TITULO = 'Solicitações de orçamentos';
/** the API takes at most 20 requests with a new sale */
const MAX_SOLICITACOES = 20;

/** one line saying where and when: `GRU → LIS · 10/05/2026`, `Rio de Janeiro · 10/05/2026`… */
export function resumoSolicitacao(orcamento: OrcamentoCreateParsed): string {
  switch (orcamento.tipo_servico) {
    case 'orcamento_voo': {
      const [primeiro] = orcamento.orcamento_voo.trechos;
      const rota = orcamento.orcamento_voo.trechos.map((t) => `${t.origem} → ${t.destino}`).join(', ');
      return [rota, primeiro ? periodo(primeiro.data_inicio, primeiro.data_fim) : null]
        .filter(Boolean)
        .join(' · ');
    }
    case 'orcamento_hotel': {
      const h = orcamento.orcamento_hotel;
      return `${h.local} · ${formatDate(h.checkin_inicio)} → ${formatDate(h.checkout_inicio)}`;
    }
    case 'orcamento_carro': {
      const c = orcamento.orcamento_carro;
      return `${c.local_retirada} · ${formatDate(c.data_retirada_inicio)} → ${formatDate(c.data_devolucao_inicio)}`;
    }
    case 'orcamento_outro': {
      const o = orcamento.orcamento_outro;
      return `${TIPOS_OUTRO_SERVICO.label(o.nome_servico)} · ${o.local} · ${periodo(o.data_inicio_inicio, o.data_inicio_fim)}`;
    }
  }
}

/**
 * 'Solicitações de orçamentos' of a new sale (part 1 §2): requests added with the Nova solicitação dialog,
 * kept here until the sale is saved with them; each can be duplicated or removed.
 */
export function SolicitacoesOrcamentoSection({
  value,
  onChange,
  disabled,
}: {
  value: readonly OrcamentoCreateParsed[];
  onChange: (orcamentos: OrcamentoCreateParsed[]) => void;
  disabled?: boolean;
}) {
  const tituloId = useId();
  const [novo, setNovo] = useState<TipoOrcamento | null>(null);
  const cheio = value.length >= MAX_SOLICITACOES;
  return (
    <Box component="section" aria-labelledby={tituloId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={tituloId} variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {SOLICITACOES_TITULO}
        </Typography>
        <NovaSolicitacaoMenu variant="outlined" disabled={disabled || cheio} onEscolher={setNovo} />
      </Box>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nenhuma solicitação adicionada.
        </Typography>
      ) : (
        <List dense aria-label={SOLICITACOES_TITULO}>
          {value.map((orcamento, indice) => (
            <ListItem
              // the list only grows, shrinks and copies: the position names an entry
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id before they are saved
              key={indice}
              divider
              secondaryAction={
                <>
                  <Tooltip title="Duplicar">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Duplicar solicitação ${indice + 1}`}
                        disabled={disabled || cheio}
                        onClick={() =>
                          onChange([...value.slice(0, indice + 1), orcamento, ...value.slice(indice + 1)])
                        }
                      >
                        <ContentCopy fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Remover">
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={`Remover solicitação ${indice + 1}`}
                      disabled={disabled}
                      onClick={() => onChange(value.filter((_o, i) => i !== indice))}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              }
              sx={{ pr: 11 }}
            >
              <ListItemText
                primary={`${TIPOS_ORCAMENTO.label(orcamento.tipo_servico)} — ${orcamento.descricao}`}
                secondary={resumoSolicitacao(orcamento)}
              />
            </ListItem>
          ))}
        </List>
      )}
      {novo ? (
        <OrcamentoFormDialog
          tipo={novo}
          onClose={() => setNovo(null)}
          onSubmit={(orcamento) => {
            onChange([...value, orcamento]);
            setNovo(null);
            return undefined;
          }}
        />
      ) : null}
    </Box>
  );
}
