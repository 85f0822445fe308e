// The sales area without a validation library: statuses and channels, what each status allows, messages and
// the contact value's rules. Screens that only list sales import this module; `vendas.ts` re-exports it.
import { defineEnum } from './enum.ts';
import { onlyDigits } from './masks.ts';

/** Sale status (part 1 §3/§4); `fechada` is how a cancelled sale is stored, shown as Cancelada. */
export const VENDA_STATUS = defineEnum({
  proposta: { label: 'Proposta', cor: 'azul' },
  fechada: { label: 'Cancelada', cor: 'vermelho' },
  concluida: { label: 'Concluída', cor: 'verde' },
  cancelada: { label: 'Cancelada', cor: 'vermelho' },
});
export type VendaStatus = (typeof VENDA_STATUS.values)[number];

/** Contact channel of a sale (part 1 §3). */
export const MEIO_CONTATO_TIPOS = defineEnum({
  Whatsapp: { label: 'Whatsapp' },
  Telefone: { label: 'Telefone' },
  Email: { label: 'E-mail' },
  Instagram: { label: 'Instagram' },
  Linkedin: { label: 'Linkedin' },
  Outro: { label: 'Outro' },
});
export type MeioContatoTipo = (typeof MEIO_CONTATO_TIPOS.values)[number];

/** Channel of the quick contact form (part 1 §3). */
export const CONTATO_RAPIDO_CANAIS = defineEnum({
  whatsapp: { label: 'Whatsapp' },
  email: { label: 'E-mail' },
  instagram: { label: 'Instagram' },
  facebook: { label: 'Facebook' },
  telefone: { label: 'Telefone' },
  outro: { label: 'Outro' },
});

export type VendaAcesso = { status: VendaStatus };
export type UsuarioAcesso = { pertencente: readonly string[] };

/** Conclude and cancel exist only for a sale in proposta (part 1 §4). */
export function podeConcluirVenda(venda: VendaAcesso): boolean {
  return venda.status === 'proposta';
}

export function podeCancelarVenda(venda: VendaAcesso): boolean {
  return venda.status === 'proposta';
}

/** A concluded or cancelled sale's chat is read-only (decision 0016). */
export function podeConversarVenda(venda: VendaAcesso): boolean {
  return venda.status === 'proposta';
}

/** Editing: a sale in proposta, or any sale for members of financeiro (part 1 §4, §6). */
export function podeEditarVenda(venda: VendaAcesso, usuario: UsuarioAcesso): boolean {
  return venda.status === 'proposta' || usuario.pertencente.includes('financeiro');
}

/**
 * Who may list the sales without a consultant (the Pega Vendas queue) and take one by giving it a
 * consultant (decision 0051): the holders of the restricted route `pega-vendas`, and administrators.
 */
export function podePegarVendas(usuario: {
  is_superuser?: boolean | undefined;
  cliente: boolean;
  authorized_restricted_routes: readonly string[];
}): boolean {
  if (usuario.cliente) return false;
  return usuario.is_superuser === true || usuario.authorized_restricted_routes.includes('pega-vendas');
}

/** New payments only while the sale is in proposta. */
export function podeCriarPagamento(venda: VendaAcesso): boolean {
  return venda.status === 'proposta';
}

/** Adding a payment line: proposta or concluida. */
export function podeAdicionarPagamento(venda: VendaAcesso): boolean {
  return venda.status === 'proposta' || venda.status === 'concluida';
}

/** Deleting a payment is disabled for cancelled sales. */
export function podeExcluirPagamento(venda: VendaAcesso): boolean {
  return venda.status !== 'fechada' && venda.status !== 'cancelada';
}

/** The conclusion check: nothing left to pay, or every service cancelled (part 1 §4). */
export function vendaQuitada(options: {
  valorAberto: number | string;
  servicosStatus: readonly string[];
}): boolean {
  const aberto = Number(options.valorAberto);
  return (
    aberto <= 0 ||
    (options.servicosStatus.length > 0 && options.servicosStatus.every((s) => s === 'cancelado'))
  );
}

export const MOTIVO_CANCELAMENTO = { min: 3, max: 255, maxMessage: 'Maximo 255 caracteres' } as const;
export const ERRO_MOTIVO_CURTO = 'O motivo deve ter ao menos 3 caracteres.';

export const VENDA_MESSAGES = {
  camposObrigatorios: 'Preencha os campos obrigatórios.',
  atualizada: 'Venda atualizada com sucesso.',
  criada: 'Venda criada com sucesso!',
  erroCarregar: 'Erro ao carregar vendas',
  copiado: 'Copiado para área de transferência com sucesso',
} as const;

/** Whatsapp and Telefone values are the country code and the number joined by a space (part 1 §5). */
export function valorMeioContato(tipo: MeioContatoTipo, valor: string, codigoPais?: string): string {
  if ((tipo === 'Whatsapp' || tipo === 'Telefone') && codigoPais) return `${codigoPais} ${valor}`.trim();
  return valor;
}

/** The phone in a Whatsapp or Telefone value: `'55 11987654321'`, or `'+5511987654321'` of older sales. */
export function telefoneDoMeioContato(valor: string): { codigo: string; numero: string } {
  const [primeiro = '', ...resto] = valor.trim().split(/\s+/);
  if (resto.length > 0) return { codigo: onlyDigits(primeiro), numero: onlyDigits(resto.join('')) };
  const digitos = onlyDigits(primeiro);
  if (primeiro.startsWith('+55') || (digitos.startsWith('55') && digitos.length >= 12)) {
    return { codigo: '55', numero: digitos.slice(2) };
  }
  return { codigo: '', numero: digitos };
}

export type ContatoCanais = {
  email?: string | null;
  telefone?: { numero?: string | null; codigo?: string | null } | null;
  instagram?: string | null;
  linkedin?: string | null;
};

/** Changing the channel type pre-fills the value from the client; Outro clears it (part 1 §5). */
export function prefillMeioContato(tipo: MeioContatoTipo, cliente: ContatoCanais | null | undefined): string {
  if (!cliente) return '';
  switch (tipo) {
    case 'Email':
      return cliente.email ?? '';
    case 'Whatsapp':
    case 'Telefone':
      return cliente.telefone?.numero
        ? valorMeioContato(tipo, cliente.telefone.numero, cliente.telefone.codigo ?? undefined)
        : '';
    case 'Instagram':
      return cliente.instagram ?? '';
    case 'Linkedin':
      return cliente.linkedin ?? '';
    case 'Outro':
      return '';
  }
}

export const VENDA_ERROS = {
  naoEncontrada: 'Venda não encontrada.',
  naoPodeEditar: 'Esta venda não pode ser editada: apenas vendas em proposta, ou pelo financeiro.',
  naoPodeConcluir: 'Apenas vendas em proposta podem ser concluídas.',
  naoPodeCancelar: 'Apenas vendas em proposta podem ser canceladas.',
  emAberto: 'A venda possui valores em aberto e não pode ser concluída.',
  motivoCurto: ERRO_MOTIVO_CURTO,
  consultorInvalido: 'Consultor inválido.',
  semPegaVendas:
    'Apenas quem tem acesso ao Pega Vendas pode ver vendas sem consultor ou atribuir um consultor a elas.',
  sdrInvalido: 'SDR inválido.',
  clienteInvalido: 'Cliente não encontrado.',
  empresaInvalida: 'Empresa não encontrada.',
  consultorAtualizado: 'Consultor da venda atualizado com sucesso.',
  erroConsultor: 'Erro ao atualizar consultor da venda.',
  erroRecuperar: 'Erro ao recuperar vendas.',
  cancelada: 'Venda cancelada com sucesso.',
  concluida: 'Venda concluída com sucesso.',
  nenhumaVenda: 'Nenhuma venda encontrada',
} as const;
