import type { ComissaoResposta } from '@skyler/domain/comissao';

/** The commission report: `?page&filters` answered with `{emissoes, pages, com_valores}`. */
export const COMISSAO_PATH = '/api/emissoes/comissao/';
export const COMISSAO_AREA = 'comissao';

export type LinhaComissao = ComissaoResposta['emissoes'][number];
