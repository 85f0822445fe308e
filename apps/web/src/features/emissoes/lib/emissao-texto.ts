import { nomeCompleto } from '@skyler/domain/contatos';
import type { EmissaoBeneficiario, EmissaoView, PernaEmissao } from '@skyler/domain/emissoes';
import {
  formatCpf,
  formatDate,
  formatDateTime,
  formatElapsed,
  formatId,
} from '@skyler/domain/formatters-basicos';

/** How an issuance is named on screen: `E0001`. */
export const codigoEmissao = (id: number) => `E${formatId(id)}`;

export const nomeOuTraco = (pessoa: { nome: string; sobrenome?: string | null } | null | undefined) =>
  nomeCompleto(pessoa) || '-';

/** The sale's client: the company when there is one, else the person. */
export function clienteDaEmissao(emissao: Pick<EmissaoView, 'venda'>): string {
  if (emissao.venda.cliente_empresa) return emissao.venda.cliente_empresa.nome;
  return nomeOuTraco(emissao.venda.cliente);
}

/** The legs of a flight issuance, trecho by trecho, with their place in `numeros_voo`. */
export function pernasDaEmissao(
  emissao: Pick<EmissaoView, 'subcotacao_voo'>,
): { trecho: number; perna: number; dados: PernaEmissao }[] {
  return (emissao.subcotacao_voo?.viagem.trechos ?? []).flatMap((t, trecho) =>
    t.pernas.map((dados, perna) => ({ trecho, perna, dados })),
  );
}

export const rotuloPerna = (perna: PernaEmissao) =>
  `${perna.origem} → ${perna.destino}${perna.data_hora_partida ? ` · ${formatDateTime(perna.data_hora_partida)}` : ''}`;

/** Hours as the elapsed-time marker shows them: `52 horas`, or under one hour `35 minutos`. */
export function textoHoras(horas: number): string {
  return formatElapsed(new Date(0), new Date(Math.round(horas * 3_600_000)));
}

/** What the copy button of a beneficiary puts on the clipboard. */
export function textoBeneficiario(b: EmissaoBeneficiario): string {
  const c = b.contato;
  const linhas = [
    `Nome: ${nomeCompleto(c)}`,
    `CPF: ${formatCpf(c.cpf)}`,
    `Data de nascimento: ${formatDate(c.data_nascimento)}`,
  ];
  if (c.passaporte) {
    linhas.push(
      `Passaporte: ${c.passaporte.numero}`,
      `Emissão do passaporte: ${formatDate(c.passaporte.data_emissao)}`,
      `Validade do passaporte: ${formatDate(c.passaporte.data_validade)}`,
    );
  }
  if (b.eticket) linhas.push(`E-Ticket: ${b.eticket}`);
  return linhas.join('\n');
}
