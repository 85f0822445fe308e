import CheckCircle from '@mui/icons-material/CheckCircle';
import Description from '@mui/icons-material/Description';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VendaPortal } from '@skyler/domain/portal';
import { lazy, Suspense, useState } from 'react';

// the form, its schema and the document types load when the client opens it, not with the trip
const EnviarDocumentoDialog = lazy(() =>
  import('./enviar-documento-dialog.tsx').then((m) => ({ default: m.EnviarDocumentoDialog })),
);

/** The documents the agency shared: vouchers, e-tickets, insurance. */
export function DocumentosCompartilhados({ venda }: { venda: VendaPortal }) {
  if (venda.documentos.length === 0 && venda.emissoes.length === 0) {
    return <Typography>Os vouchers e bilhetes aparecem aqui quando forem emitidos.</Typography>;
  }
  return (
    <>
      <List dense aria-label="Emissões">
        {venda.emissoes.map((e) => (
          <ListItem key={e.id} disableGutters>
            <ListItemText primary={e.servico} secondary={e.status} />
          </ListItem>
        ))}
      </List>
      <List dense aria-label="Documentos da viagem">
        {venda.documentos.map((d) => (
          <ListItem key={d.id} disableGutters>
            <ListItemIcon>
              <Description />
            </ListItemIcon>
            <Link href={d.url} target="_blank" rel="noopener">
              {d.nome}
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** Each passenger's document to-dos (the trip's checks), and sending a document for them. */
export function PendenciasDosPassageiros({ venda }: { venda: VendaPortal }) {
  const [enviarPara, setEnviarPara] = useState<number | null>(null);
  if (venda.passageiros.length === 0) {
    return <Typography>Os passageiros aparecem aqui quando o consultor os cadastrar.</Typography>;
  }
  return (
    <>
      <Stack spacing={2}>
        {venda.passageiros.map((p) => (
          <section key={p.id} aria-label={p.nome}>
            <Typography variant="subtitle2" component="h3">
              {p.nome}
            </Typography>
            <List dense>
              {p.pendencias.length === 0 ? (
                <ListItem disableGutters>
                  <ListItemIcon>
                    <CheckCircle color="success" />
                  </ListItemIcon>
                  <ListItemText primary="Documentos em dia para esta viagem." />
                </ListItem>
              ) : (
                p.pendencias.map((pendencia) => (
                  <ListItem key={pendencia.codigo} disableGutters>
                    <ListItemIcon>
                      <ErrorOutline color="warning" />
                    </ListItemIcon>
                    <ListItemText primary={pendencia.mensagem} />
                  </ListItem>
                ))
              )}
            </List>
            <Button variant="outlined" size="small" onClick={() => setEnviarPara(p.id)}>
              Enviar documento de {p.nome.split(' ')[0]}
            </Button>
          </section>
        ))}
      </Stack>
      {enviarPara !== null ? (
        <Suspense fallback={null}>
          <EnviarDocumentoDialog
            venda={venda.id}
            passageiros={venda.passageiros}
            passageiro={enviarPara}
            onClose={() => setEnviarPara(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
