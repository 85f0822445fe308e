import { z } from 'zod';
import { textoObrigatorio, ZIdRef } from './cadastro.ts';
import type { CotacaoView } from './cotacoes.ts';
import { isValidEmail, VALIDACAO_MESSAGES } from './validacao.ts';

/**
 * The proposal PDF of a request's quotes or of a sale's cart (part 1 §1, §2, §7): rendered by the server from
 * the stored quotes (what the browser sends as totals is ignored) and e-mailed to the recipients the user
 * chose (the client's e-mail by default) with, when asked, a copy to the sale's consultant (decision 0055);
 * without recipients, to the signed-in user.
 */

/** At most this many recipients besides the consultant's copy. */
export const PROPOSTA_DESTINATARIOS_MAX = 5;

/** The proposal is valid for this many hours from its issue (part 1 §9). */
export const PROPOSTA_VALIDADE_HORAS = 12;

export const PROPOSTA_MESSAGES = {
  titulo: 'Exportando PDF da cotação.',
  semCotacao: 'Por favor selecione pelo menos uma cotação.',
  enviada: 'PDF foi criado com sucesso e enviado ao seu e-mail!',
  erroInterno: 'Ocorreu um erro interno! Reporte o bug.',
  orcamentoNaoEncontrado: 'Orçamento não encontrado',
  orcamentoFechado: 'Só um orçamento aberto exporta PDF.',
  cotacaoDeOutroOrcamento: 'As cotações escolhidas devem ser deste orçamento.',
  cotacaoArquivada: 'Cotações arquivadas não entram na proposta.',
  semEmail: 'Seu usuário não tem e-mail cadastrado para receber o PDF.',
  semDestinatario: 'Informe ao menos um e-mail para receber a proposta.',
  emailObrigatorio: 'Informe o e-mail.',
  destinatariosDemais: `Informe no máximo ${PROPOSTA_DESTINATARIOS_MAX} e-mails.`,
  origem: 'Informe o orçamento ou a venda do carrinho, não os dois.',
  vendaNaoEncontrada: 'Venda não encontrada',
  cotacaoForaDoCarrinho: 'As cotações escolhidas devem estar no carrinho desta venda.',
  consultorSemEmail: 'O consultor da venda não tem e-mail cadastrado para receber a cópia.',
  enviadaPara: (emails: readonly string[]) =>
    `PDF foi criado com sucesso e enviado para ${emails.join(', ')}!`,
  assuntoCarrinho: (venda: string) => `Proposta da venda ${venda}`,
  assunto: (orcamento: string) => `Proposta do orçamento ${orcamento}`,
  condicoes: 'Pagamento de 1/3 (um terço) do valor via Pix e o restante no cartão de crédito.',
  emailsInvalidos: (emails: readonly string[]) =>
    emails.length === 1
      ? `E-mail deve ser válido (${emails[0]})`
      : `E-mails devem ser válidos (${emails.join(', ')})`,
  saudacao: (nome: string) => `Olá, ${nome}!`,
  corpo: (quantas: number) =>
    `Preparamos com carinho a proposta da sua viagem, com ${quantas === 1 ? 'a opção' : `as ${quantas} opções`} que separamos para você. Ela segue em anexo, em PDF, com o roteiro, os valores e as condições de pagamento.`,
  resposta:
    'Para confirmar ou ajustar qualquer detalhe, é só responder a este e-mail ou nos chamar pelo telefone.',
  despedida: 'Um abraço,',
  pixTitulo: 'Pague com Pix',
  pixInstrucao: (pagamento: string, valor: string) =>
    `Pagamento ${pagamento}, ${valor}: leia o QR code no app do seu banco ou use o Pix copia e cola.`,
  pixEmail: (pagamento: string, valor: string) =>
    `Para pagar por Pix o pagamento ${pagamento} (${valor}), leia o QR code em anexo no app do seu banco ou use o Pix copia e cola:`,
  pixAnexo: (pagamento: string) => `pix-pagamento-${pagamento}.png`,
  validade: (emitida: string, ate: string) =>
    `Proposta sem compromisso, válida por 12 horas a partir da emissão em ${emitida} (até ${ate}). Valores e disponibilidade sujeitos a alteração até a confirmação da reserva.`,
} as const;

/** A list of e-mails as typed: separated by commas, semicolons, spaces or lines; blanks dropped. */
export function separarEmails(texto: string): string[] {
  return texto
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

// ——— the client-facing title of a quote ———

/** The Portuguese city of an airport by its IATA code ('GRU' → 'São Paulo'); the code when unknown. */
export type CidadesDosAeroportos = ReadonlyMap<string, string>;

type Campos = Record<string, unknown>;
type Trecho = { origem: string; destino: string };

const textoDe = (valor: unknown): string => (typeof valor === 'string' ? valor.trim() : '');
const inteiro = (valor: unknown): number | null =>
  typeof valor === 'number' && Number.isFinite(valor) && valor > 0 ? Math.trunc(valor) : null;

/** The trips of a flight quote, ticket by ticket, each from its first leg's origin to its last leg's destination. */
export function trechosDaCotacao(cotacao: Pick<CotacaoView, 'cotacao_voo'>): Trecho[] {
  const trechos: Trecho[] = [];
  for (const bilhete of cotacao.cotacao_voo?.subcotacoes ?? []) {
    const viagem = (bilhete as Campos).viagem as { trechos?: { pernas?: Campos[] }[] } | undefined;
    for (const trecho of viagem?.trechos ?? []) {
      const pernas = trecho.pernas ?? [];
      const origem = textoDe(pernas[0]?.origem).toUpperCase();
      const destino = textoDe(pernas.at(-1)?.destino).toUpperCase();
      if (origem && destino) trechos.push({ origem, destino });
    }
  }
  return trechos;
}

function rotaDoVoo(trechos: readonly Trecho[], cidades: CidadesDosAeroportos): string | null {
  const cidade = (iata: string) => cidades.get(iata) || iata;
  const viagens = trechos.map((t) => ({ de: cidade(t.origem), para: cidade(t.destino) }));
  const [ida, volta] = viagens;
  if (!ida) return null;
  if (viagens.length === 1) return `${ida.de} → ${ida.para}, só ida`;
  if (viagens.length === 2 && volta && volta.de === ida.para && volta.para === ida.de) {
    return `${ida.de} → ${ida.para}, ida e volta`;
  }
  // several trips: one chain while each starts where the last ended, a new one where it does not
  const cadeias: string[][] = [];
  for (const viagem of viagens) {
    const atual = cadeias.at(-1);
    if (atual && atual.at(-1) === viagem.de) atual.push(viagem.para);
    else cadeias.push([viagem.de, viagem.para]);
  }
  return cadeias.map((cadeia) => cadeia.join(' → ')).join(' e ');
}

function noites(parte: Campos): string | null {
  const min = inteiro(parte.diarias_min);
  const max = inteiro(parte.diarias_max);
  if (min && max && min !== max) return `${min} a ${max} noites`;
  const n = inteiro(parte.diarias) ?? min ?? max;
  return n ? `${n} ${n === 1 ? 'noite' : 'noites'}` : null;
}

const juntar = (...partes: (string | null)[]) => partes.filter(Boolean).join(', ');

/**
 * What the client reads as a quote's title on the proposal, derived from the quote itself and never from its
 * internal quick description ("Smiles 180k GRU-LIS"): "Voo São Paulo → Lisboa, ida e volta" (the airports'
 * Portuguese cities), "Hospedagem: Pousada Mar Azul (Praia do Forte, BA), 16 noites", "Aluguel de carro:
 * SUV compacto, retirada em Aeroporto de Salvador, 16 diárias", or the service's own name.
 */
export function tituloDaCotacao(
  cotacao: Pick<
    CotacaoView,
    'tipo_servico' | 'cotacao_voo' | 'cotacao_hotel' | 'cotacao_carro' | 'cotacao_outro'
  >,
  cidades: CidadesDosAeroportos,
): string {
  switch (cotacao.tipo_servico) {
    case 'orcamento_voo': {
      const rota = rotaDoVoo(trechosDaCotacao(cotacao), cidades);
      return rota ? `Voo ${rota}` : 'Passagem aérea';
    }
    case 'orcamento_hotel': {
      const hotel = (cotacao.cotacao_hotel ?? {}) as Campos;
      const nome = textoDe(hotel.nome_hotel);
      const local = textoDe(hotel.local_hotel);
      const onde = nome ? `${nome}${local ? ` (${local})` : ''}` : local;
      const detalhes = juntar(onde || null, noites(hotel));
      return `Hospedagem${detalhes ? `: ${detalhes}` : ''}`;
    }
    case 'orcamento_carro': {
      const carro = (cotacao.cotacao_carro ?? {}) as Campos;
      const diarias = inteiro(carro.diarias);
      const detalhes = juntar(
        textoDe(carro.tipo_carro) || null,
        textoDe(carro.local_retirada) ? `retirada em ${textoDe(carro.local_retirada)}` : null,
        diarias ? `${diarias} ${diarias === 1 ? 'diária' : 'diárias'}` : null,
      );
      return `Aluguel de carro${detalhes ? `: ${detalhes}` : ''}`;
    }
    default: {
      const outro = (cotacao.cotacao_outro ?? {}) as Campos;
      const nome = textoDe(outro.nome_servico);
      const local = textoDe(outro.local);
      if (!nome) return local ? `Serviço de viagem (${local})` : 'Serviço de viagem';
      return local ? `${nome} (${local})` : nome;
    }
  }
}

/** What each audit-log kind of this area means. */
export const PROPOSTA_LOG_TIPOS: Record<string, string> = {
  proposta_pdf_enviada: 'Proposta em PDF enviada por e-mail',
};

/** One recipient's e-mail, trimmed: required and well formed. */
export const ZEmailDestinatario = textoObrigatorio(PROPOSTA_MESSAGES.emailObrigatorio)
  .max(254)
  .superRefine((email, ctx) => {
    if (!isValidEmail(email))
      ctx.addIssue({ code: 'custom', message: VALIDACAO_MESSAGES.emailInvalido(email) });
  });

/**
 * POST /api/pdf/orcamento_pdf/: the quotes of a request (`orcamento`) or of a sale's cart (`venda`), and who
 * receives it; `user`, `valor_total` and `infoPagamento` are accepted and ignored.
 */
export const ZPropostaPdfRequest = z
  .object({
    cotacoes: z
      .array(ZIdRef, { error: PROPOSTA_MESSAGES.semCotacao })
      .min(1, PROPOSTA_MESSAGES.semCotacao)
      .max(20),
    orcamento: ZIdRef.optional(),
    venda: ZIdRef.optional(),
    destinatarios: z
      .array(ZEmailDestinatario, { error: PROPOSTA_MESSAGES.semDestinatario })
      .min(1, PROPOSTA_MESSAGES.semDestinatario)
      .max(PROPOSTA_DESTINATARIOS_MAX, PROPOSTA_MESSAGES.destinatariosDemais)
      .optional(),
    copia_consultor: z.boolean().optional(),
    user: z.unknown().optional(),
    valor_total: z.unknown().optional(),
    infoPagamento: z.unknown().optional(),
  })
  .superRefine((pedido, ctx) => {
    if ((pedido.orcamento === undefined) === (pedido.venda === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['orcamento'], message: PROPOSTA_MESSAGES.origem });
    }
  });
export type PropostaPdfRequest = z.input<typeof ZPropostaPdfRequest>;

export const ZPropostaPdfResposta = z.object({ detail: z.string() });
