import type { ConvertPnr, ConvertPnrResposta } from '@skyler/domain/conversao-pnr';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type ConvertPnrBody = ConvertPnr & { qtd_trechos: number; distribuicao_voos: number[] };

/** The flight part of a new quote read from the itinerary text, for the quoter to review and save. */
export function convertPnr(body: ConvertPnrBody): Promise<ConvertPnrResposta> {
  return api.post<ConvertPnrResposta>('/api/pnr/convert_pnr/', body);
}

export function useConvertPnr() {
  return useMutation({ mutationFn: convertPnr });
}
