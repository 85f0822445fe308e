import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { nomeCompleto } from '@skyler/domain/contatos';
import {
  type AvisoDocumento,
  type AvisosPassageiro,
  DOCUMENTOS_MESSAGES,
} from '@skyler/domain/documentos-viagem';

export const AVISOS_TEXTS = {
  titulo: 'Avisos dos documentos',
  emOrdem: DOCUMENTOS_MESSAGES.semAvisos,
} as const;

/** The messages of a passenger's warnings, once each. */
export function mensagensDistintas(avisos: readonly AvisoDocumento[]): string[] {
  return [...new Set(avisos.map((a) => a.mensagem))];
}

/**
 * The warnings about the passengers' documents (decision 0076): one alert per passenger warned of, named,
 * with each message; "nothing to warn" when `mostrarEmOrdem` and no one is.
 */
export function AvisosDocumentos({
  avisos,
  mostrarEmOrdem = false,
}: {
  avisos: readonly AvisosPassageiro[];
  mostrarEmOrdem?: boolean;
}) {
  const comAvisos = avisos.filter((p) => p.avisos.length > 0);
  if (comAvisos.length === 0)
    return mostrarEmOrdem ? <Alert severity="success">{AVISOS_TEXTS.emOrdem}</Alert> : null;
  return (
    <Stack spacing={1} role="list" aria-label={AVISOS_TEXTS.titulo}>
      {comAvisos.map((p) => (
        <Alert key={p.contato.id} severity="warning" role="listitem">
          <AlertTitle>{nomeCompleto(p.contato)}</AlertTitle>
          {mensagensDistintas(p.avisos).map((mensagem) => (
            <div key={mensagem}>{mensagem}</div>
          ))}
        </Alert>
      ))}
    </Stack>
  );
}
