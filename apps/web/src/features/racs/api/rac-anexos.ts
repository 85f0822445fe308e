import type { RacDocumento, RacProtocolo, RacServico } from '@skyler/domain/racs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateRacs, racsKeys } from './racs-keys.ts';

// ——— protocols ———

/** GET /api/racs/{id}/protocolos/ */
export function getProtocolos({ rac, signal }: { rac: number; signal?: AbortSignal }) {
  return api.get<RacProtocolo[]>(`/api/racs/${rac}/protocolos/`, { signal });
}

export function useProtocolos(rac: number) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.protocolos(rac),
      queryFn: ({ signal }) => getProtocolos({ rac, signal }),
    }),
  );
}

export type ProtocoloInput = { rac: number; nome: string; descricao: string; data: string | null };

/** POST /api/racs/{id}/protocolos/ with name, description and the date (today when none). */
export function addProtocolo({ rac, ...body }: ProtocoloInput) {
  return api.post<RacProtocolo>(`/api/racs/${rac}/protocolos/`, body);
}

export function useAddProtocolo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addProtocolo, onSuccess: () => invalidateRacs(client) });
}

// ——— documents ———

/** GET /api/racs/{id}/documentos/ */
export function getDocumentos({ rac, signal }: { rac: number; signal?: AbortSignal }) {
  return api.get<RacDocumento[]>(`/api/racs/${rac}/documentos/`, { signal });
}

export function useDocumentos(rac: number) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.documentos(rac),
      queryFn: ({ signal }) => getDocumentos({ rac, signal }),
    }),
  );
}

/** POST /api/racs/{id}/documentos/ as multipart: the type text and the file. */
export function addDocumento({ rac, tipo, documento }: { rac: number; tipo: string; documento: File }) {
  const form = new FormData();
  form.append('tipo', tipo);
  form.append('documento', documento);
  return api.post<RacDocumento>(`/api/racs/${rac}/documentos/`, form);
}

export function useAddDocumento() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addDocumento, onSuccess: () => invalidateRacs(client) });
}

// ——— related services ———

/** GET /api/racs/{id}/servicos/ */
export function getServicosRac({ rac, signal }: { rac: number; signal?: AbortSignal }) {
  return api.get<RacServico[]>(`/api/racs/${rac}/servicos/`, { signal });
}

export function useServicosRac(rac: number) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.servicos(rac),
      queryFn: ({ signal }) => getServicosRac({ rac, signal }),
    }),
  );
}

/** PUT /api/racs/{id}/servicos/ {servico}: links a service of the sale to the RAC. */
export function vincularServico({ rac, servico }: { rac: number; servico: number }) {
  return api.put<RacServico[]>(`/api/racs/${rac}/servicos/`, { servico });
}

export function useVincularServico() {
  const client = useQueryClient();
  return useMutation({ mutationFn: vincularServico, onSuccess: () => invalidateRacs(client) });
}
