import { SECOES_BUSCA_EMPRESA, SECOES_BUSCA_PESSOA } from '@skyler/domain/busca-credito';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { toDataBusca } from '../../integrations/credito.ts';
import { storeBuscaTx } from '../../modules/buscas/buscas.service.ts';
import type { DbOrTx } from '../client.ts';
import { contatos, empresas, usuarios } from '../schema/index.ts';

const DIA_MS = 86_400_000;
/** how many demo contacts carry a search; the first of them carries two */
export const CONTATOS_COM_BUSCA_DEMO = 3;

const FLAGS = ['green', 'yellow', 'red'] as const;

/** A person's answer in the bureau's contract (decision 0007), with the contact's own name and CPF. */
function respostaPessoa(contato: { nome: string; sobrenome: string; cpf: string }, n: number) {
  const flag = FLAGS[n % FLAGS.length] ?? 'green';
  return {
    general_flag: flag,
    personal_information: {
      flag: 'green',
      nome: `${contato.nome} ${contato.sobrenome}`.toUpperCase(),
      cpf: contato.cpf,
      idade: 38 + n,
      data_nascimento: `${1987 - n}-04-1${n}`,
      nome_mae: 'MARIA APARECIDA DA SILVA',
    },
    process: { flag: 'gray', quantidade: 0, itens: [] },
    restriction:
      flag === 'green'
        ? { flag: 'green', quantidade: 0, valor_total: '0.00', itens: [] }
        : {
            flag,
            quantidade: 1,
            valor_total: '1520.00',
            itens: [{ credor: 'Banco Exemplo S.A.', valor: '1520.00', data: '2025-08-01' }],
          },
    bank_check: { flag: 'green', quantidade: 0, itens: [] },
    protest: { flag: 'green', quantidade: 0, valor_total: '0.00', itens: [] },
    credit_score: { flag, D00: 700 - n * 40, D30: 690 - n * 40, D60: 710 - n * 40, D90: 705 - n * 40 },
    email: { flag: 'green', itens: [`${contato.nome.toLowerCase()}@example.com`] },
    phone: { flag: 'green', itens: ['11912345678'] },
    other_document: { flag: 'gray', quantidade: 1, itens: [{ tipo: 'RG', numero: '123456789' }] },
    consulta: { protocolo: `PF-${2026_0000 + n}`, fonte: 'bureau', versao: '2.1' },
  };
}

function respostaEmpresa(empresa: { nome: string; razao_social: string | null; cnpj: string }) {
  return {
    general_flag: 'green',
    company_information: {
      flag: 'green',
      razao_social: (empresa.razao_social ?? empresa.nome).toUpperCase(),
      nome_fantasia: empresa.nome.toUpperCase(),
      cnpj: empresa.cnpj,
      situacao: 'ATIVA',
      data_abertura: '2009-06-01',
      atividade_principal: 'Agências de viagens',
    },
    process: { flag: 'green', quantidade: 0, itens: [] },
    restriction: { flag: 'green', quantidade: 0, itens: [] },
    bank_check: { flag: 'green', quantidade: 0, itens: [] },
    protest: { flag: 'green', quantidade: 0, itens: [] },
    credit_score: { flag: 'green', D00: 810, D30: 805, D60: 790, D90: 800 },
    other_document: { flag: 'gray', quantidade: 0, itens: [] },
    partnership: { flag: 'green', quantidade: 0, itens: [] },
    shareholder: {
      flag: 'green',
      quantidade: 2,
      itens: [
        { nome: 'ANA SOUZA', participacao: 60, cargo: 'Sócia-administradora' },
        { nome: 'JOAO LIMA', participacao: 40, cargo: 'Sócio' },
      ],
    },
    consulta: { protocolo: 'PJ-20260001', fonte: 'bureau', versao: '2.1' },
  };
}

/** the sections a search shows, as the client keeps them from an answer */
function secoes(resposta: Record<string, unknown>, nomes: readonly string[]) {
  return Object.fromEntries(
    nomes.filter((nome) => resposta[nome] != null).map((nome) => [nome, resposta[nome]]),
  ) as Record<string, Record<string, unknown>>;
}

/**
 * Credit searches of the demo: the first contacts with a CPF and the first company carry a stored search and
 * its result, the first contact an older one too, so its history lists two.
 */
export async function seedBuscasDemo(tx: DbOrTx): Promise<void> {
  const [consultor] = await tx.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  const [admin] = await tx.select().from(usuarios).where(eq(usuarios.username, 'admin'));
  if (!consultor || !admin) return;
  const pessoas = await tx
    .select({ id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome, cpf: contatos.cpf })
    .from(contatos)
    .where(isNotNull(contatos.cpf))
    .orderBy(asc(contatos.id))
    .limit(CONTATOS_COM_BUSCA_DEMO);
  const agora = Date.now();
  for (const [n, pessoa] of pessoas.entries()) {
    const cpf = pessoa.cpf ?? '';
    const vezes =
      n === 0
        ? [
            { dias: 40, por: admin, flag: 2 },
            { dias: 3, por: consultor, flag: 1 },
          ]
        : [{ dias: 10 + n, por: consultor, flag: n }];
    for (const vez of vezes) {
      const resposta = respostaPessoa({ ...pessoa, cpf }, vez.flag);
      const dataBusca = await storeBuscaTx(tx, {
        registro: { contato: pessoa.id },
        usuario: vez.por.id,
        resposta,
        dataBusca: toDataBusca(
          {
            general_flag: resposta.general_flag,
            formatted_data: secoes(resposta, SECOES_BUSCA_PESSOA.values),
            resposta,
          },
          { usuario: vez.por, em: new Date(agora - vez.dias * DIA_MS) },
        ),
      });
      await tx.update(contatos).set({ data_busca: dataBusca }).where(eq(contatos.id, pessoa.id));
    }
  }
  const [empresa] = await tx
    .select({
      id: empresas.id,
      nome: empresas.nome,
      razao_social: empresas.razao_social,
      cnpj: empresas.cnpj,
    })
    .from(empresas)
    .where(isNotNull(empresas.cnpj))
    .orderBy(asc(empresas.id))
    .limit(1);
  if (empresa?.cnpj) {
    const resposta = respostaEmpresa({ ...empresa, cnpj: empresa.cnpj });
    const dataBusca = await storeBuscaTx(tx, {
      registro: { empresa: empresa.id },
      usuario: consultor.id,
      resposta,
      dataBusca: toDataBusca(
        {
          general_flag: resposta.general_flag,
          formatted_data: secoes(resposta, SECOES_BUSCA_EMPRESA.values),
          resposta,
        },
        { usuario: consultor, em: new Date(agora - 5 * DIA_MS) },
      ),
    });
    await tx.update(empresas).set({ data_busca: dataBusca }).where(eq(empresas.id, empresa.id));
  }
}
