import type { OrcamentoCreateParsed } from '@skyler/domain/orcamentos';
import { emptyTelefone, PAISES_TELEFONE, type TelefoneValue } from '@skyler/domain/paises-telefone';
import {
  type MeioContatoTipo,
  telefoneDoMeioContato,
  type Venda,
  type VendaForm,
  valorMeioContato,
} from '@skyler/domain/vendas';
import type { ContatoEscolhido } from '../../../components/contato-picker/contato-rapido-dialog.tsx';

// The values of the sale's form ('+ Venda' and Editar) and the request they make, for `ZVendaForm`.

export const isTelefone = (tipo: MeioContatoTipo | '') => tipo === 'Whatsapp' || tipo === 'Telefone';

/** The phone of a saved Whatsapp or Telefone value (`'55 11987654321'`), for the phone field. */
export function telefoneSalvo(valor: string | null | undefined): TelefoneValue {
  const vazio = emptyTelefone();
  if (!valor) return vazio;
  const { codigo, numero } = telefoneDoMeioContato(valor);
  const pais = codigo ? PAISES_TELEFONE.find((p) => p.codigo === codigo) : undefined;
  return pais ? { pais: pais.iso, codigo: pais.codigo, numero } : { ...vazio, numero };
}

/** The client's phone for the phone field; an empty Brazilian one when the client has none. */
export function telefoneDoCliente(cliente: ContatoEscolhido | null): TelefoneValue {
  const telefone = cliente?.telefone;
  return telefone?.numero ? { ...emptyTelefone(), ...telefone } : emptyTelefone();
}

export type VendaFormValues = {
  alvo: 'cliente' | 'empresa';
  cliente: ContatoEscolhido | null;
  cliente_empresa: number | '';
  meio_contato_tipo: MeioContatoTipo | '';
  /** the contact of any channel but Whatsapp and Telefone */
  meio_contato_valor: string;
  /** the contact of Whatsapp and Telefone */
  telefone: TelefoneValue;
  /** '' while the user keeps the default consultant */
  consultor: number | '';
  sdr: number | '';
  anotacoes: string;
  orcamentos: OrcamentoCreateParsed[];
};

export function valoresIniciais(venda: Venda | undefined): VendaFormValues {
  const tipo = (venda?.meio_contato_tipo as MeioContatoTipo | null | undefined) ?? '';
  return {
    alvo: venda?.cliente_empresa ? 'empresa' : 'cliente',
    cliente: (venda?.cliente as ContatoEscolhido | null | undefined) ?? null,
    cliente_empresa: venda?.cliente_empresa?.id ?? '',
    meio_contato_tipo: tipo,
    meio_contato_valor: venda?.meio_contato_valor ?? '',
    telefone: isTelefone(tipo) ? telefoneSalvo(venda?.meio_contato_valor) : emptyTelefone(),
    consultor: venda?.consultor?.id ?? '',
    sdr: venda?.sdr?.id ?? '',
    anotacoes: venda?.anotacoes ?? '',
    orcamentos: [],
  };
}

/** The sale's request as the form holds it: the target's client or company, the channel's contact. */
export function paraRequest(values: VendaFormValues, consultorPadrao: number | ''): VendaForm {
  const { alvo, meio_contato_tipo: tipo, telefone } = values;
  const consultor = values.consultor === '' ? consultorPadrao : values.consultor;
  return {
    cliente: alvo === 'cliente' ? (values.cliente?.id ?? null) : null,
    cliente_empresa: alvo === 'empresa' ? values.cliente_empresa || null : null,
    consultor: consultor || null,
    sdr: values.sdr || null,
    meio_contato_tipo: tipo || null,
    meio_contato_valor:
      (isTelefone(tipo) && telefone.numero
        ? valorMeioContato(tipo as MeioContatoTipo, telefone.numero, telefone.codigo)
        : isTelefone(tipo)
          ? ''
          : values.meio_contato_valor) || null,
    anotacoes: values.anotacoes || null,
  };
}
