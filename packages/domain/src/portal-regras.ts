import { defineEnum } from './enum.ts';

/**
 * The client's portal's words and enums, without schemas: what the portal's screens read on their first load
 * (the schemas are in `portal.ts`).
 */
export const PORTAL_MESSAGES = {
  vendaNaoEncontrada: 'Viagem não encontrada.',
  nenhumaVenda: 'Nenhuma viagem encontrada.',
  conversaEmBreve: 'A conversa com a agência aparece aqui.',
  semProposta: 'Esta viagem ainda não tem proposta.',
  baixarProposta: 'Baixar a proposta (PDF)',
} as const;

/** Why a client account sees a sale: its client, a passenger of it, or the contact of the company client. */
export const VINCULO_PORTAL = defineEnum({
  cliente: { label: 'Você é o cliente' },
  passageiro: { label: 'Você é passageiro' },
  empresa: { label: 'Venda da sua empresa' },
});
export type VinculoPortal = (typeof VINCULO_PORTAL.values)[number];

/** Where a quote of the trip stands for its client. */
export const SITUACAO_COTACAO_PORTAL = defineEnum({
  aguardando_aceite: { label: 'Aguardando seu aceite', cor: 'laranja' },
  alterada: { label: 'Alterada após o aceite: aceite novamente', cor: 'laranja' },
  aceita: { label: 'Aceita', cor: 'verde' },
  faturada: { label: 'Confirmada', cor: 'verde' },
});
export type SituacaoCotacaoPortal = (typeof SITUACAO_COTACAO_PORTAL.values)[number];

export const ACEITE_MESSAGES = {
  semCotacao: 'Escolha ao menos uma opção para aceitar.',
  umaPorPedido: 'Escolha uma só opção de cada pedido.',
  naoAguarda: 'Esta opção não aguarda seu aceite.',
  vendaFechada: 'Esta viagem não aceita mais propostas.',
  aceita: 'Proposta aceita! Seu consultor foi avisado.',
  pagamentoNaoEncontrado: 'Pagamento não encontrado.',
  documentoNaoEncontrado: 'Documento não encontrado.',
  notificacao: (venda: string, cliente: string) => `${cliente} aceitou a proposta da venda ${venda}`,
} as const;

export const DOCUMENTO_PORTAL_MESSAGES = {
  tipo: 'Escolha o tipo de documento.',
  passageiro: 'Escolha um passageiro desta viagem.',
  finalidade: 'Diga para que serve o documento.',
  arquivo: 'Envie o arquivo do documento (imagem ou PDF).',
  enviado: 'Documento enviado! Seu consultor foi avisado.',
  naoMultipart: 'Envie o documento em um formulário multipart/form-data.',
  privacidade: 'O documento vai para o cadastro do passageiro na agência, só para esta finalidade.',
  notificacao: (venda: string, tipo: string) => `O cliente enviou ${tipo} na venda ${venda}`,
} as const;

/** A sign-in's return address is only one of the portal's own pages (never another site). */
export function destinoDoPortal(valor: unknown): string | null {
  return typeof valor === 'string' && /^\/portal(\/vendas\/\d+)?$/.test(valor) ? valor : null;
}
