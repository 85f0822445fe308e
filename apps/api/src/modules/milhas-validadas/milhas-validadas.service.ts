import { formatId } from '@skyler/domain/formatters';
import { custoDasMilhas } from '@skyler/domain/milhas-proprias';
import {
  type ContaOferecida,
  comContaDaPrimeira,
  type LinhaAprovacaoInput,
  linhasAcimaDoSaldo,
  MILHAS_VALIDADAS_API_MESSAGES,
  MILHAS_VALIDADAS_MESSAGES,
  PROGRAMAS_CONTA_PERSONALIZADA,
  regrasDasLinhas,
  type ValidarMilhasRequest,
  type ValidarMilhasResponse,
} from '@skyler/domain/milhas-validadas';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  beneficiarios,
  milhas_validadas,
  programas,
  provedores,
  servicos,
  subcotacoes,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import { cifrar, decifrar } from '../../platform/segredos.ts';
import { criarEmissoesDoServicoTx } from '../emissoes/criacao.ts';
import { findDesagioProprio } from '../milhas/milhas.queries.ts';
import {
  auditarMovimentosTx,
  movimentarTx,
  travarSaldosTx,
  vincularMovimentosAsEmissoesTx,
} from '../milhas-proprias/milhas-proprias.service.ts';
import { findServico, findServicoRow } from '../servicos/servicos.queries.ts';
import { addErro, type Erros } from '../servicos/servicos.service.ts';
import {
  findContasOferecidas,
  findMilhasValidadasPorIds,
  findSubcotacoesValidadas,
} from './milhas-validadas.queries.ts';

/** Who validates (the demo data passes the seed's accounts). */
export type AtorMilhas = { user: { id: number }; ip: string | null };

export type ValidarMilhasOptions = {
  body: ValidarMilhasRequest;
  /** the key the third-party passwords are encrypted with */
  chave: Buffer;
  /** when the purchases are recorded (the demo data dates them in the past) */
  agora?: Date;
} & AtorMilhas;

type Bilhete = {
  id: number;
  tipo_cotacao: string;
  programa_fidelidade: number | null;
  quantidade_milhas: number;
};

const campo = (indice: number, nome: string) => `milhas_validadas.${indice}.${nome}`;

/**
 * POST /api/milhas-validadas/validate/ inside the caller's transaction (decision 0028): the approval lines of
 * one or more tickets of the service's quote, checked by every rule of part 2 §5 with the service locked.
 * Stores one validated purchase per line (third-party passwords encrypted), and when no miles or wallet
 * ticket of the quote is left pending, records the best-practices answer and who validated, moves the
 * service to `emissao` and creates its issuances. Audited without passwords; the sale's consultant is told.
 */
export async function validarMilhasTx(
  tx: DbOrTx,
  options: ValidarMilhasOptions,
): Promise<ValidarMilhasResponse> {
  const { body } = options;
  const linhas = body.milhas_validadas;
  const primeira = linhas[0];
  if (!primeira) throw new AppError('bad_request', MILHAS_VALIDADAS_MESSAGES.semLinhas);
  const servico = await findServicoRow(tx, primeira.servico, { forUpdate: true });
  if (!servico) throw new AppError('not_found', SERVICO_MESSAGES.naoEncontrado);
  if (servico.status !== 'validacao')
    throw new AppError('conflict', MILHAS_VALIDADAS_MESSAGES.servicoNaoEmValidacao);

  const erros: Erros = {};
  if (body.cotacao !== servico.cotacao) addErro(erros, 'cotacao', MILHAS_VALIDADAS_MESSAGES.dadosDivergentes);
  linhas.forEach((linha, indice) => {
    if (linha.servico !== servico.id || linha.cotacao !== servico.cotacao || linha.venda !== servico.venda)
      addErro(erros, campo(indice, 'servico'), MILHAS_VALIDADAS_MESSAGES.dadosDivergentes);
  });
  throwErros(erros);

  const bilhetes: Bilhete[] = await tx
    .select({
      id: subcotacoes.id,
      tipo_cotacao: subcotacoes.tipo_cotacao,
      programa_fidelidade: subcotacoes.programa_fidelidade,
      quantidade_milhas: subcotacoes.quantidade_milhas,
    })
    .from(subcotacoes)
    .where(
      and(eq(subcotacoes.cotacao, servico.cotacao), inArray(subcotacoes.tipo_cotacao, ['milha', 'wallet'])),
    );
  const bilhetePorId = new Map(bilhetes.map((b) => [b.id, b]));
  linhas.forEach((linha, indice) => {
    const bilhete = bilhetePorId.get(linha.subcotacao);
    if (!bilhete) addErro(erros, campo(indice, 'subcotacao'), MILHAS_VALIDADAS_MESSAGES.bilheteNaoDoServico);
    else if (bilhete.tipo_cotacao !== linha.tipo)
      addErro(erros, campo(indice, 'tipo'), MILHAS_VALIDADAS_MESSAGES.bilheteNaoDoServico);
  });
  throwErros(erros);

  const jaValidados = await findSubcotacoesValidadas(
    tx,
    bilhetes.map((b) => b.id),
  );
  if (linhas.some((linha) => jaValidados.has(linha.subcotacao)))
    throw new AppError('conflict', MILHAS_VALIDADAS_MESSAGES.bilheteJaValidado);

  // each ticket's lines in the order sent, with the first line's account copied where asked
  const grupos = new Map<number, { indice: number; linha: LinhaAprovacaoInput }[]>();
  linhas.forEach((linha, indice) => {
    grupos.set(linha.subcotacao, [...(grupos.get(linha.subcotacao) ?? []), { indice, linha }]);
  });
  const resolvidas = new Map<number, LinhaAprovacaoInput>();
  const contasPorBilhete = new Map<number, Map<number, ContaOferecida>>();
  for (const [subcotacao, grupo] of grupos) {
    const bilhete = bilhetePorId.get(subcotacao) as Bilhete;
    const copiadas = comContaDaPrimeira(grupo.map((g) => g.linha));
    copiadas.forEach((linha, i) => {
      resolvidas.set((grupo[i] as { indice: number }).indice, linha);
    });
    const regras = regrasDasLinhas(
      { tipo: bilhete.tipo_cotacao as 'milha' | 'wallet', quantidade_milhas: bilhete.quantidade_milhas },
      copiadas,
    );
    for (const { campo: nome, mensagem } of regras) {
      const [i, ...resto] = nome.split('.');
      const indice = (grupo[Number(i)] as { indice: number }).indice;
      addErro(erros, `milhas_validadas.${indice}.${resto.join('.')}`, mensagem);
    }
    contasPorBilhete.set(
      subcotacao,
      new Map((await findContasOferecidas(tx, bilhete)).map((c) => [c.id, c])),
    );
  }

  await checkReferencias(tx, { servico: servico.id, bilhetePorId, resolvidas, contasPorBilhete, erros });

  const pendentes = bilhetes.filter((b) => !jaValidados.has(b.id) && !grupos.has(b.id)).length;
  if (pendentes === 0 && typeof body.seguiu_manual_boas_praticas_milhas !== 'boolean')
    addErro(erros, 'seguiu_manual_boas_praticas_milhas', MILHAS_VALIDADAS_MESSAGES.boasPraticasObrigatoria);
  throwErros(erros);

  // the agency's own accounts give the miles they hold, no more: their balances locked (decision 0068)
  const ordenadas = [...resolvidas.entries()].sort(([a], [b]) => a - b);
  const contaDa = (linha: LinhaAprovacaoInput) =>
    linha.conta_fidelidade === null
      ? null
      : (contasPorBilhete.get(linha.subcotacao)?.get(linha.conta_fidelidade) ?? null);
  const saldos = await travarSaldosTx(
    tx,
    ordenadas.flatMap(([, linha]) => {
      const conta = contaDa(linha);
      return conta?.conta_propria && linha.tipo === 'milha' ? [conta.id] : [];
    }),
  );
  const acima = linhasAcimaDoSaldo(
    ordenadas.map(([, linha]) => linha),
    [...saldos].map(([id, { saldo }]) => ({ id, conta_propria: true, saldo })),
  );
  for (const { indice, mensagem } of acima)
    addErro(erros, campo((ordenadas[indice] as [number, LinhaAprovacaoInput])[0], 'valor'), mensagem);
  throwErros(erros);

  const agora = options.agora ?? new Date();
  const desagioProprio = await findDesagioProprio(tx);
  const valores = [...resolvidas.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, linha]) => {
      const conta =
        linha.conta_fidelidade === null
          ? null
          : (contasPorBilhete.get(linha.subcotacao)?.get(linha.conta_fidelidade) ?? null);
      const wallet = linha.tipo === 'wallet';
      const desagio = wallet
        ? (linha.desagio_compra ?? (conta?.conta_propria ? desagioProprio : null))
        : null;
      return {
        servico: servico.id,
        cotacao: servico.cotacao,
        venda: servico.venda,
        subcotacao: linha.subcotacao,
        tipo: linha.tipo,
        contato: linha.contato,
        conta_fidelidade: conta?.id ?? null,
        provedor_milhas: conta ? (conta.provedor?.id ?? null) : linha.provedor_milhas,
        programa_fidelidade: conta ? conta.programa.id : linha.programa_fidelidade,
        login: conta ? null : linha.login,
        senha_cifrada: conta || linha.senha === null ? null : cifrar(options.chave, linha.senha),
        cpf: linha.cpf,
        titular: conta ? conta.titular : linha.titular,
        conta_propria: conta?.conta_propria ?? false,
        valor: wallet ? 0 : linha.valor,
        // an own account's miles cost the agency its own cost per thousand (decision 0068)
        valor_compra: wallet
          ? null
          : conta?.conta_propria
            ? (conta.custo_milheiro ?? linha.valor_compra)
            : linha.valor_compra,
        desagio_compra: desagio,
        mesma_conta: linha.mesma_conta,
        created_by: options.user.id,
        created_at: agora,
      };
    });
  const criadas = await tx.insert(milhas_validadas).values(valores).returning({
    id: milhas_validadas.id,
    tipo: milhas_validadas.tipo,
    conta: milhas_validadas.conta_fidelidade,
    conta_propria: milhas_validadas.conta_propria,
    valor: milhas_validadas.valor,
    valor_compra: milhas_validadas.valor_compra,
  });
  const ids = criadas.map((c) => c.id);

  // each own-account miles line takes its miles from the account's balance, with a movement
  const movimentos: number[] = [];
  for (const criada of criadas.sort((a, b) => a.id - b.id)) {
    if (!criada.conta_propria || criada.tipo !== 'milha' || criada.conta === null || criada.valor === 0)
      continue;
    const atual = saldos.get(criada.conta) ?? { saldo: 0, versao: 1 };
    const movimento = await movimentarTx(tx, {
      conta: criada.conta,
      tipo: 'emissao',
      milhas: -criada.valor,
      saldoAtual: atual.saldo,
      valor:
        criada.valor_compra === null ? null : custoDasMilhas(criada.valor, criada.valor_compra).toFixed(2),
      custo_milheiro: criada.valor_compra,
      milha_validada: criada.id,
      venda: servico.venda,
      ator: options,
      agora,
    });
    saldos.set(criada.conta, { ...atual, saldo: movimento.saldo });
    movimentos.push(movimento.id);
  }
  await auditarMovimentosTx(tx, { ids: movimentos, venda: servico.venda, ator: options });

  const [venda] = await tx
    .select({ consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, servico.venda));
  const meta = {
    entidade: 'servico',
    id: servico.id,
    cotacao: servico.cotacao,
    subcotacoes: [...grupos.keys()],
    ...(options.ip ? { ip: options.ip } : {}),
  };
  // the audit row never carries the third party's password, login or CPF: the rows as any staff reads them
  const log = await createAuditLog(tx, {
    tipo: 'milhas_validadas',
    usuario: options.user.id,
    venda: servico.venda,
    antes: null,
    depois: await findMilhasValidadasPorIds(tx, ids, { comConta: false }),
    meta,
  });

  let emissoes: number[] = [];
  let status: string = servico.status;
  let logServico: number | null = null;
  if (pendentes === 0) {
    const antes = await findServico(tx, servico.id);
    const seguiu = body.seguiu_manual_boas_praticas_milhas === true;
    await tx
      .update(servicos)
      .set({
        status: 'emissao',
        seguiu_manual_boas_praticas_milhas: seguiu,
        motivo_nao_seguimento_boas_praticas_milhas: seguiu
          ? null
          : (body.motivo_nao_seguimento_boas_praticas_milhas?.trim() ?? null),
        validado_por: options.user.id,
        validado_em: agora,
        updated_at: agora,
      })
      .where(eq(servicos.id, servico.id));
    status = 'emissao';
    emissoes = await criarEmissoesDoServicoTx(tx, { servico: servico.id, ator: options });
    await vincularMovimentosAsEmissoesTx(tx, servico.id);
    logServico = await createAuditLog(tx, {
      tipo: 'servico_validado',
      usuario: options.user.id,
      venda: servico.venda,
      antes,
      depois: await findServico(tx, servico.id),
      meta: { ...meta, emissoes },
    });
  }
  await createNotificacao(tx, {
    title:
      pendentes === 0
        ? `Bilhetes do serviço ${formatId(servico.id)} validados: serviço em emissão`
        : `Bilhete(s) do serviço ${formatId(servico.id)} validado(s)`,
    context: 'milhas',
    ids: { venda: servico.venda, servico: servico.id, cotacao: servico.cotacao },
    venda: servico.venda,
    consultor: venda?.consultor ?? null,
    cliente: venda?.cliente ?? null,
    log: logServico ?? log,
    autor: options.user.id,
    para: [venda?.consultor],
    chave: `servico:${servico.id}`,
  });

  return {
    milhas_validadas: await findMilhasValidadasPorIds(tx, ids, { comConta: true }),
    servico: { id: servico.id, status },
    pendentes,
    emissoes,
  };
}

export function validarMilhas(db: Db, options: ValidarMilhasOptions): Promise<ValidarMilhasResponse> {
  return db.transaction((tx) => validarMilhasTx(tx, options));
}

function throwErros(erros: Erros): void {
  const primeira = Object.values(erros)[0]?.[0];
  if (primeira) throw new AppError('bad_request', primeira, erros);
}

/**
 * What the lines point to: an account among those offered for the ticket, a miles provider, a programme the
 * ticket allows, a passenger among the service's beneficiaries.
 */
async function checkReferencias(
  tx: DbOrTx,
  options: {
    servico: number;
    bilhetePorId: Map<number, Bilhete>;
    resolvidas: Map<number, LinhaAprovacaoInput>;
    contasPorBilhete: Map<number, Map<number, ContaOferecida>>;
    erros: Erros;
  },
): Promise<void> {
  const { resolvidas, erros } = options;
  const todas = [...resolvidas.values()];
  const provedorIds = [
    ...new Set(todas.flatMap((l) => (l.provedor_milhas === null ? [] : [l.provedor_milhas]))),
  ];
  const provedoresMilhas = new Set(
    provedorIds.length === 0
      ? []
      : (
          await tx
            .select({ id: provedores.id })
            .from(provedores)
            .where(and(inArray(provedores.id, provedorIds), eq(provedores.tipo_servico, 'milhas')))
        ).map((p) => p.id),
  );
  const programasPersonalizados = new Set(
    (
      await tx
        .select({ id: programas.id })
        .from(programas)
        .where(inArray(programas.nome, [...PROGRAMAS_CONTA_PERSONALIZADA]))
    ).map((p) => p.id),
  );
  const passageiros = new Set(
    (
      await tx
        .select({ contato: beneficiarios.contato })
        .from(beneficiarios)
        .where(eq(beneficiarios.servico, options.servico))
    ).map((b) => b.contato),
  );
  for (const [indice, linha] of resolvidas) {
    const bilhete = options.bilhetePorId.get(linha.subcotacao);
    if (linha.conta_fidelidade !== null) {
      if (!options.contasPorBilhete.get(linha.subcotacao)?.has(linha.conta_fidelidade))
        addErro(erros, campo(indice, 'conta_fidelidade'), MILHAS_VALIDADAS_MESSAGES.contaInvalida);
    } else {
      if (linha.provedor_milhas !== null && !provedoresMilhas.has(linha.provedor_milhas))
        addErro(erros, campo(indice, 'provedor_milhas'), MILHAS_VALIDADAS_MESSAGES.provedorInvalido);
      if (
        linha.programa_fidelidade !== null &&
        linha.programa_fidelidade !== bilhete?.programa_fidelidade &&
        !programasPersonalizados.has(linha.programa_fidelidade)
      )
        addErro(erros, campo(indice, 'programa_fidelidade'), MILHAS_VALIDADAS_MESSAGES.programaInvalido);
    }
    if (linha.contato !== null && !passageiros.has(linha.contato))
      addErro(erros, campo(indice, 'contato'), MILHAS_VALIDADAS_MESSAGES.contatoInvalido);
  }
}

/**
 * Reveals the third party's password of one validated purchase to who issues from it, and records who
 * asked, for which account and when in the same transaction (decision 0052). The audit row never carries
 * the password.
 */
export async function revelarSenha(
  db: Db,
  options: { id: number; chave: Buffer } & AtorMilhas,
): Promise<{ senha: string }> {
  return db.transaction(async (tx) => {
    const [linha] = await tx
      .select({
        id: milhas_validadas.id,
        venda: milhas_validadas.venda,
        servico: milhas_validadas.servico,
        subcotacao: milhas_validadas.subcotacao,
        titular: milhas_validadas.titular,
        programa: milhas_validadas.programa_fidelidade,
        provedor: milhas_validadas.provedor_milhas,
        senha_cifrada: milhas_validadas.senha_cifrada,
      })
      .from(milhas_validadas)
      .where(eq(milhas_validadas.id, options.id));
    if (!linha) throw new AppError('not_found', MILHAS_VALIDADAS_MESSAGES.naoEncontradas);
    if (linha.senha_cifrada === null) throw new AppError('not_found', MILHAS_VALIDADAS_API_MESSAGES.semSenha);
    let senha: string;
    try {
      senha = decifrar(options.chave, linha.senha_cifrada);
    } catch {
      // stored under another key: nothing to reveal
      throw new AppError('conflict', MILHAS_VALIDADAS_API_MESSAGES.senhaIlegivel);
    }
    await createAuditLog(tx, {
      tipo: 'senha_milhas_revelada',
      usuario: options.user.id,
      venda: linha.venda,
      meta: {
        entidade: 'milha_validada',
        id: linha.id,
        servico: linha.servico,
        subcotacao: linha.subcotacao,
        // the account by its holder, programme and provider: neither its login nor its password
        conta: { titular: linha.titular, programa: linha.programa, provedor: linha.provedor },
        ...(options.ip ? { ip: options.ip } : {}),
      },
    });
    return { senha };
  });
}
