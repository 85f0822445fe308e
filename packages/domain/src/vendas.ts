import { defineEnum } from './enum.ts';

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
  Email: { label: 'Email' },
  Instagram: { label: 'Instagram' },
  Linkedin: { label: 'Linkedin' },
  Outro: { label: 'Outro' },
});
export type MeioContatoTipo = (typeof MEIO_CONTATO_TIPOS.values)[number];

/** Channel of the quick contact form (part 1 §3). */
export const CONTATO_RAPIDO_CANAIS = defineEnum({
  whatsapp: { label: 'Whatsapp' },
  email: { label: 'Email' },
  instagram: { label: 'Instagram' },
  facebook: { label: 'Facebook' },
  telefone: { label: 'Telefone' },
  outro: { label: 'Outro' },
});
