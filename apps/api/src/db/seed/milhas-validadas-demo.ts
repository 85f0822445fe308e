import { type ValidarMilhasRequest, ZValidarMilhasRequest } from '@skyler/domain/milhas-validadas';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { findContasOferecidas } from '../../modules/milhas-validadas/milhas-validadas.queries.ts';
import { validarMilhasTx } from '../../modules/milhas-validadas/milhas-validadas.service.ts';
import type { DbOrTx } from '../client.ts';
import { beneficiarios, fidelidades, programas, provedores, servicos, subcotacoes } from '../schema/index.ts';
import { type createRandom, gerarCpf } from './contatos-demo.ts';

type Random = ReturnType<typeof createRandom>;

/** Accounts the miles providers sell from, besides the agency's own (holder, programme, number). */
const CONTAS_DE_PROVEDORES = [
  { provedor: 'Juliana Costa Ferreira', programa: 'LATAM Pass', numero: '52190331870' },
  { provedor: 'Marcos Vinícius Prado', programa: 'TudoAzul', numero: '7003 5521 08' },
  { provedor: 'Clube Milhas Brasil', programa: 'Smiles', numero: '420 118 356' },
  { provedor: 'Milheiro Certo Intermediação', programa: 'LATAM Pass', numero: '52190447215' },
];

/**
 * The loyalty accounts the miles team validates with (decision 0028: accounts whose provider's service type
 * is `milhas`): the agency's own accounts, each bought through the miles provider of its programme's airline,
 * a few accounts the providers hold themselves, and some contacts' accounts they manage. Runs once, after
 * the demo suppliers and contacts.
 */
export async function seedContasMilhasDemo(tx: DbOrTx): Promise<void> {
  const [ja] = await tx
    .select({ id: fidelidades.id })
    .from(fidelidades)
    .where(isNotNull(fidelidades.provedor_id))
    .limit(1);
  if (ja) return;
  const provedoresMilhas = await tx
    .select({ id: provedores.id, nome: provedores.nome, cia: provedores.cia_aerea_id })
    .from(provedores)
    .where(eq(provedores.tipo_servico, 'milhas'))
    .orderBy(asc(provedores.id));
  const [primeiro] = provedoresMilhas;
  if (!primeiro) return;
  const listaProgramas = await tx
    .select({ id: programas.id, nome: programas.nome, cia: programas.cia_aerea_id })
    .from(programas);
  const provedorDoPrograma = (programa: number) => {
    const cia = listaProgramas.find((p) => p.id === programa)?.cia ?? null;
    return provedoresMilhas.find((p) => cia !== null && p.cia === cia) ?? primeiro;
  };
  const contas = await tx
    .select({ id: fidelidades.id, programa: fidelidades.programa_id, propria: fidelidades.conta_propria })
    .from(fidelidades)
    .where(isNull(fidelidades.provedor_id))
    .orderBy(asc(fidelidades.id));
  let deContatos = 0;
  for (const conta of contas) {
    // the agency's own accounts, and every third contact account of an airline programme
    if (!conta.propria && (listaProgramas.find((p) => p.id === conta.programa)?.cia ?? null) === null)
      continue;
    if (!conta.propria && deContatos++ % 3 !== 0) continue;
    await tx
      .update(fidelidades)
      .set({ provedor_id: provedorDoPrograma(conta.programa).id })
      .where(eq(fidelidades.id, conta.id));
  }
  const novas = CONTAS_DE_PROVEDORES.flatMap((c) => {
    const provedor = provedoresMilhas.find((p) => p.nome === c.provedor);
    const programa = listaProgramas.find((p) => p.nome === c.programa);
    return provedor && programa
      ? [
          {
            programa_id: programa.id,
            titular: provedor.nome,
            numero_id_conta: c.numero,
            provedor_id: provedor.id,
            conta_propria: false,
          },
        ]
      : [];
  });
  if (novas.length > 0) await tx.insert(fidelidades).values(novas);
}

/** A demo third party's password: never a real one, but not the same twice. */
function senhaDemo(random: Random): string {
  return `demo-${random.digits(6)}`;
}

/**
 * The approval lines the miles team gives a service's pending tickets, all in one request: miles tickets
 * split over one or two accounts (an offered base account, a third party's bought from a provider, or the
 * first account again), wallet tickets on one account with the discount obtained. The answer to the
 * best-practices question is "Sim" but for every fourth service.
 */
export async function linhasDemo(
  tx: DbOrTx,
  options: { servico: number; random: Random; indice: number },
): Promise<ValidarMilhasRequest | null> {
  const { random } = options;
  const [servico] = await tx
    .select({ id: servicos.id, cotacao: servicos.cotacao, venda: servicos.venda })
    .from(servicos)
    .where(eq(servicos.id, options.servico));
  if (!servico) return null;
  const bilhetes = await tx
    .select({
      id: subcotacoes.id,
      tipo_cotacao: subcotacoes.tipo_cotacao,
      programa_fidelidade: subcotacoes.programa_fidelidade,
      quantidade_milhas: subcotacoes.quantidade_milhas,
    })
    .from(subcotacoes)
    .where(
      and(eq(subcotacoes.cotacao, servico.cotacao), inArray(subcotacoes.tipo_cotacao, ['milha', 'wallet'])),
    )
    .orderBy(asc(subcotacoes.ordem), asc(subcotacoes.id));
  if (bilhetes.length === 0) return null;
  const passageiros = (
    await tx
      .select({ contato: beneficiarios.contato })
      .from(beneficiarios)
      .where(eq(beneficiarios.servico, servico.id))
      .orderBy(asc(beneficiarios.ordem))
  ).map((b) => b.contato);
  const provedoresMilhas = await tx
    .select({ id: provedores.id })
    .from(provedores)
    .where(eq(provedores.tipo_servico, 'milhas'))
    .orderBy(asc(provedores.id));
  const [latam] = await tx
    .select({ id: programas.id })
    .from(programas)
    .where(eq(programas.nome, 'LATAM Pass'));
  const comuns = { servico: servico.id, cotacao: servico.cotacao, venda: servico.venda };
  const linhas: Record<string, unknown>[] = [];
  for (const bilhete of bilhetes) {
    const contas = await findContasOferecidas(tx, bilhete);
    const contato = passageiros.length > 0 ? random.pick(passageiros) : null;
    const terceiro = () => ({
      provedor_milhas: random.pick(provedoresMilhas).id,
      programa_fidelidade:
        bilhete.tipo_cotacao === 'wallet' ? (latam?.id ?? null) : bilhete.programa_fidelidade,
      login: `${random.pick(['ana', 'bruno', 'carla', 'diego', 'elaine', 'fabio'])}.${random.digits(4)}@email-demo.com.br`,
      senha: senhaDemo(random),
      cpf: gerarCpf(random),
      titular: random.pick(['Ana Lúcia Prates', 'Bruno Saldanha', 'Carla Menezes', 'Diego Arantes']),
    });
    const proprias = contas.filter((c) => c.conta_propria);
    const base = () => {
      // mostly the agency's own accounts
      const conta =
        proprias.length > 0 && random.chance(0.6)
          ? random.pick(proprias)
          : contas.length > 0
            ? random.pick(contas)
            : null;
      return conta ? { conta_fidelidade: conta.id } : terceiro();
    };
    const linha = { ...comuns, subcotacao: bilhete.id, tipo: bilhete.tipo_cotacao, contato };
    if (bilhete.tipo_cotacao === 'wallet') {
      const conta = random.chance(0.5) ? base() : terceiro();
      linhas.push({
        ...linha,
        ...conta,
        desagio_compra: `${random.int(8, 22)}.${random.pick(['00', '50'])}`,
      });
      continue;
    }
    const preco = () => `${random.int(16, 28)}.${random.pick(['00', '50'])}`;
    if (random.chance(0.5) || bilhete.quantidade_milhas < 2000) {
      linhas.push({
        ...linha,
        ...(random.chance(0.5) ? base() : terceiro()),
        valor: bilhete.quantidade_milhas,
        valor_compra: preco(),
      });
      continue;
    }
    const primeira = Math.round((bilhete.quantidade_milhas * random.int(4, 7)) / 10 / 500) * 500;
    const primeiraConta = random.chance(0.5) ? base() : terceiro();
    linhas.push({ ...linha, ...primeiraConta, valor: primeira, valor_compra: preco() });
    linhas.push(
      random.chance(0.3)
        ? { ...linha, mesma_conta: true, valor: bilhete.quantidade_milhas - primeira, valor_compra: preco() }
        : {
            ...linha,
            ...terceiro(),
            valor: bilhete.quantidade_milhas - primeira,
            valor_compra: preco(),
          },
    );
  }
  // every other service's first miles ticket is issued wholly from one of the agency's own accounts: its
  // miles leave the account's balance and no broker is owed (decision 0068); drawn after the others, so
  // that the rest of the demo stays as it was
  if (options.indice % 2 === 0) {
    for (const bilhete of bilhetes) {
      if (bilhete.tipo_cotacao !== 'milha') continue;
      const propria = (await findContasOferecidas(tx, bilhete)).find((c) => c.conta_propria);
      if (!propria) continue;
      const primeira = linhas.findIndex((l) => l.subcotacao === bilhete.id);
      const doBilhete = linhas.filter((l) => l.subcotacao === bilhete.id);
      linhas.splice(primeira, doBilhete.length, {
        ...(doBilhete[0] as Record<string, unknown>),
        ...Object.fromEntries(
          ['provedor_milhas', 'programa_fidelidade', 'login', 'senha', 'cpf', 'titular'].map((k) => [
            k,
            null,
          ]),
        ),
        conta_fidelidade: propria.id,
        mesma_conta: false,
        valor: bilhete.quantidade_milhas,
        valor_compra: propria.custo_milheiro ?? '20.00',
      });
      break;
    }
  }
  const seguiu = options.indice % 4 !== 3;
  return ZValidarMilhasRequest.parse({
    milhas_validadas: linhas,
    cotacao: servico.cotacao,
    seguiu_manual_boas_praticas_milhas: seguiu,
    motivo_nao_seguimento_boas_praticas_milhas: seguiu ? null : 'Cliente pediu emissão no mesmo dia.',
  });
}

/**
 * The miles team validates a service's pending miles and wallet tickets through the validation service, as
 * the Aprovar? dialog does: the service moves on to issuance with its issuances. Answers whether it did.
 */
export async function validarServicoDemo(
  tx: DbOrTx,
  options: {
    servico: number;
    random: Random;
    indice: number;
    chave: Buffer;
    milhas: { id: number };
    em: Date;
  },
): Promise<boolean> {
  const body = await linhasDemo(tx, options);
  if (!body) return false;
  await validarMilhasTx(tx, {
    body,
    chave: options.chave,
    user: options.milhas,
    ip: null,
    agora: options.em,
  });
  return true;
}
