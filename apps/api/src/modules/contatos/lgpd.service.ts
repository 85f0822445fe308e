import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CONTATO_MESSAGES as M,
  NOME_ANONIMIZADO,
  nomeCompleto,
  sobrenomeAnonimizado,
} from '@skyler/domain/contatos';
import { formatId } from '@skyler/domain/formatters-basicos';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Zippable } from 'fflate';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  beneficiarios,
  buscas,
  type ContatoRow,
  contatos,
  contatos_empresas,
  cotacoes,
  documentos_contato,
  emissoes,
  emissoes_beneficiarios,
  fidelidades,
  milhas_validadas,
  notificacoes,
  pagamentos,
  programas,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';
import { encerrarSessoesDoUsuario } from '../sessoes/sessoes.service.ts';
import { findContatoRow, nomeBuscaContato } from './contatos.queries.ts';
import type { Actor } from './contatos.service.ts';

const meta = (id: number, ip: string, extra: Record<string, unknown> = {}) => ({
  entidade: 'contato',
  id,
  ip,
  ...extra,
});

/** The sales the contact is in: as the client, or as a beneficiary (passenger) of one of its quotes. */
async function vendasDoContato(db: DbOrTx, id: number) {
  const comoBeneficiario = db
    .select({ venda: cotacoes.venda })
    .from(beneficiarios)
    .innerJoin(cotacoes, eq(cotacoes.id, beneficiarios.cotacao))
    .where(eq(beneficiarios.contato, id));
  return db
    .select()
    .from(vendas)
    .where(or(eq(vendas.cliente, id), inArray(vendas.id, comoBeneficiario)))
    .orderBy(asc(vendas.id));
}

async function lerStream(stream: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of stream) partes.push(Buffer.isBuffer(parte) ? parte : Buffer.from(parte));
  return Buffer.concat(partes);
}

const utf8 = new TextEncoder();
const strToU8 = (texto: string) => utf8.encode(texto);
const json = (valor: unknown) => strToU8(`${JSON.stringify(valor, null, 2)}\n`);

/**
 * Everything the agency holds about a contact (LGPD access and portability, decision 0048), as a ZIP of JSON
 * files and the documents' uploaded files. The reads and the audit row (which names what was exported, not its
 * content) are one transaction; the files are read after it.
 */
export async function exportarDadosPessoais(
  db: Db,
  files: FileStore,
  { id, user, ip }: { id: number } & Actor,
): Promise<{ zip: Buffer; nome: string }> {
  const dados = await db.transaction(async (tx) => {
    const contato = await findContatoRow(tx, id);
    if (!contato) throw new AppError('not_found', M.naoEncontrado);
    const [conta] = contato.usuario_cliente
      ? await tx
          .select({
            id: usuarios.id,
            username: usuarios.username,
            email: usuarios.email,
            nome: usuarios.nome,
            sobrenome: usuarios.sobrenome,
            ativo: usuarios.ativo,
            last_login: usuarios.last_login,
            created_at: usuarios.created_at,
          })
          .from(usuarios)
          .where(eq(usuarios.id, contato.usuario_cliente))
      : [];
    const empresasLigadas = await tx
      .select({ empresa: contatos_empresas.empresa_id, desde: contatos_empresas.created_at })
      .from(contatos_empresas)
      .where(eq(contatos_empresas.contato_id, id));
    const documentos = await tx
      .select()
      .from(documentos_contato)
      .where(eq(documentos_contato.contato_id, id))
      .orderBy(asc(documentos_contato.id));
    const contasFidelidade = await tx
      .select({
        id: fidelidades.id,
        programa: programas.nome,
        numero_id_conta: fidelidades.numero_id_conta,
        titular: fidelidades.titular,
        ativo: fidelidades.ativo,
        created_at: fidelidades.created_at,
      })
      .from(fidelidades)
      .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
      .where(eq(fidelidades.contato_id, id))
      .orderBy(asc(fidelidades.id));
    // the accounts' logins and holders as used in validated miles purchases; the password never leaves
    const usosDasContas = await tx
      .select({
        id: milhas_validadas.id,
        venda: milhas_validadas.venda,
        conta_fidelidade: milhas_validadas.conta_fidelidade,
        login: milhas_validadas.login,
        cpf: milhas_validadas.cpf,
        titular: milhas_validadas.titular,
        valor: milhas_validadas.valor,
        created_at: milhas_validadas.created_at,
      })
      .from(milhas_validadas)
      .where(contasDoContato(tx, id))
      .orderBy(asc(milhas_validadas.id));
    const buscasDoContato = await tx
      .select()
      .from(buscas)
      .where(eq(buscas.contato, id))
      .orderBy(asc(buscas.id));
    const vendasDoCliente = await vendasDoContato(tx, id);
    const comoBeneficiario = await tx
      .select({
        cotacao: beneficiarios.cotacao,
        venda: cotacoes.venda,
        servico: beneficiarios.servico,
        assento: beneficiarios.assento,
        tipo_assento: beneficiarios.tipo_assento,
        bagagem: beneficiarios.bagagem,
        tipo_quarto: beneficiarios.tipo_quarto,
        created_at: beneficiarios.created_at,
      })
      .from(beneficiarios)
      .innerJoin(cotacoes, eq(cotacoes.id, beneficiarios.cotacao))
      .where(eq(beneficiarios.contato, id))
      .orderBy(asc(beneficiarios.id));
    const emissoesDoContato = await tx
      .select({
        emissao: emissoes_beneficiarios.emissao,
        venda: emissoes.venda,
        eticket: emissoes_beneficiarios.eticket,
        assento: emissoes_beneficiarios.assento,
        tipo_assento: emissoes_beneficiarios.tipo_assento,
        tipo_quarto: emissoes_beneficiarios.tipo_quarto,
      })
      .from(emissoes_beneficiarios)
      .innerJoin(emissoes, eq(emissoes.id, emissoes_beneficiarios.emissao))
      .where(eq(emissoes_beneficiarios.contato, id))
      .orderBy(asc(emissoes_beneficiarios.id));
    const servicosResponsavel = await tx
      .select({
        id: servicos.id,
        venda: servicos.venda,
        status: servicos.status,
        valor_total: servicos.valor_total,
        created_at: servicos.created_at,
      })
      .from(servicos)
      .where(eq(servicos.responsavel_financeiro, id))
      .orderBy(asc(servicos.id));
    const pagamentosResponsavel = await tx
      .select({
        id: pagamentos.id,
        venda: pagamentos.venda,
        status: pagamentos.status,
        meio_pagamento: pagamentos.meio_pagamento,
        valor: pagamentos.valor,
        data_vencimento: pagamentos.data_vencimento,
        data_pagamento: pagamentos.data_pagamento,
      })
      .from(pagamentos)
      .where(eq(pagamentos.responsavel_financeiro, id))
      .orderBy(asc(pagamentos.id));
    const notificacoesDoContato = await tx
      .select({
        id: notificacoes.id,
        title: notificacoes.title,
        context: notificacoes.context,
        venda: notificacoes.venda,
        created_at: notificacoes.created_at,
      })
      .from(notificacoes)
      .where(eq(notificacoes.cliente, id))
      .orderBy(asc(notificacoes.id));

    const { endereco, ...cadastro } = contato;
    const conteudo: Record<string, unknown> = {
      'contato.json': { ...cadastro, conta_cliente: conta ?? null, empresas: empresasLigadas },
      'endereco.json': endereco ?? null,
      'documentos.json': documentos,
      'contas-fidelidade.json': { contas: contasFidelidade, usos_em_compras_de_milhas: usosDasContas },
      'buscas.json': buscasDoContato,
      'vendas.json': {
        vendas: vendasDoCliente.map((venda) => ({
          papel: venda.cliente === id ? 'cliente' : 'beneficiario',
          ...venda,
        })),
        como_beneficiario: comoBeneficiario,
        emissoes: emissoesDoContato,
        servicos_como_responsavel_financeiro: servicosResponsavel,
        pagamentos_como_responsavel_financeiro: pagamentosResponsavel,
      },
      'notificacoes.json': notificacoesDoContato,
    };
    await createAuditLog(tx, {
      tipo: 'contato_dados_exportados',
      usuario: user.id,
      antes: null,
      depois: { arquivos: Object.keys(conteudo), documentos: documentos.length },
      meta: meta(id, ip),
    });
    return { conteudo, documentos };
  });

  const zip: Zippable = {};
  for (const [nome, valor] of Object.entries(dados.conteudo)) zip[nome] = json(valor);
  const ausentes: string[] = [];
  for (const doc of dados.documentos) {
    if (!doc.arquivo) continue;
    const nome = `documentos/${doc.id}-${doc.tipo}${path.extname(doc.arquivo)}`;
    if (!(await files.exists(doc.arquivo))) {
      ausentes.push(nome);
      continue;
    }
    const { stream } = await files.open(doc.arquivo);
    // images and PDFs are compressed already
    zip[nome] = [new Uint8Array(await lerStream(stream)), { level: 0 }];
  }
  zip['LEIA-ME.txt'] = strToU8(
    [
      `Dados pessoais do contato ${formatId(id)}, exportados em ${new Date().toISOString()}.`,
      'contato.json: cadastro; endereco.json: endereço; documentos.json e a pasta documentos/: RG, passaportes e CNH com seus arquivos;',
      'contas-fidelidade.json: contas fidelidade; buscas.json: buscas de crédito e antecedentes;',
      'vendas.json: vendas em que o contato é cliente ou beneficiário; notificacoes.json: notificações sobre o contato.',
      ...(ausentes.length ? [`Arquivos não encontrados no armazenamento: ${ausentes.join(', ')}.`] : []),
      '',
    ].join('\n'),
  );
  // the ZIP library loads with the first export, not at start (decision 0044)
  const { zipSync } = await import('fflate');
  return { zip: Buffer.from(zipSync(zip)), nome: `dados-pessoais-contato-${formatId(id)}.zip` };
}

/** Validated miles purchases made with one of the contact's loyalty accounts. */
function contasDoContato(db: DbOrTx, id: number) {
  return inArray(
    milhas_validadas.conta_fidelidade,
    db.select({ id: fidelidades.id }).from(fidelidades).where(eq(fidelidades.contato_id, id)),
  );
}

/** Spaces at the edges and repeated inside do not count; letters and accents do. */
function normalizarNome(texto: string): string {
  return texto.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** The contact's columns that hold personal data, and what each becomes (decision 0048). */
function camposAnonimizados(id: number) {
  return {
    nome: NOME_ANONIMIZADO,
    sobrenome: sobrenomeAnonimizado(id),
    cpf: null,
    cnpj: null,
    cnh: null,
    email: null,
    telefone: null,
    data_nascimento: null,
    genero: null,
    endereco: null,
    instagram: null,
    linkedin: null,
    relacao: null,
    tipo_relacao: null,
    data_especial: null,
    ocasiao: null,
    observacoes: null,
    data_busca: null,
  } satisfies Partial<ContatoRow>;
}

/**
 * Erases a contact's personal data on request (LGPD, decision 0048), in one transaction: the personal fields
 * are replaced, the documents and credit searches deleted (their files after the commit), the loyalty accounts'
 * numbers, logins and passwords cleared, the customer account closed. Sales, services, payments, issuances and
 * invoices stay, pointing to the anonymised contact. The audit row lists what was cleared, never the values.
 */
export async function anonimizarContato(
  db: Db,
  files: FileStore,
  { id, confirmacao, user, ip }: { id: number; confirmacao: string } & Actor,
): Promise<void> {
  const arquivos = await db.transaction(async (tx) => {
    const contato = await findContatoRow(tx, id, { forUpdate: true });
    if (!contato) throw new AppError('not_found', M.naoEncontrado);
    if (contato.anonimizado_em) throw new AppError('conflict', M.jaAnonimizado);
    if (normalizarNome(confirmacao) !== normalizarNome(nomeCompleto(contato))) {
      throw new AppError('bad_request', M.confirmacaoNaoConfere, { confirmacao: [M.confirmacaoNaoConfere] });
    }
    const novos = camposAnonimizados(id);
    const preenchidos = (Object.keys(novos) as (keyof typeof novos)[]).filter((campo) => {
      const valor = contato[campo];
      return valor !== null && valor !== '';
    });

    const documentos = await tx
      .delete(documentos_contato)
      .where(eq(documentos_contato.contato_id, id))
      .returning({ tipo: documentos_contato.tipo, arquivo: documentos_contato.arquivo });
    const buscasApagadas = await tx.delete(buscas).where(eq(buscas.contato, id)).returning({ id: buscas.id });
    const empresasDesligadas = await tx
      .delete(contatos_empresas)
      .where(eq(contatos_empresas.contato_id, id))
      .returning({ id: contatos_empresas.empresa_id });
    // the purchases keep their miles and cost; the account's login, password, holder and CPF go
    const compras = await tx
      .update(milhas_validadas)
      .set({ login: null, senha_cifrada: null, cpf: null, titular: `${novos.nome} ${novos.sobrenome}` })
      .where(contasDoContato(tx, id))
      .returning({ id: milhas_validadas.id });
    const contas = await tx
      .update(fidelidades)
      .set({ titular: `${novos.nome} ${novos.sobrenome}`, numero_id_conta: '', ativo: false })
      .where(eq(fidelidades.contato_id, id))
      .returning({ id: fidelidades.id });
    // how the client first reached the agency (a phone, an e-mail, a profile) on the sales they are client of
    const vendasDoCliente = await tx
      .update(vendas)
      .set({ meio_contato_valor: null })
      .where(and(eq(vendas.cliente, id), isNotNull(vendas.meio_contato_valor)))
      .returning({ id: vendas.id });

    let contaCliente = false;
    if (contato.usuario_cliente) {
      const usuarioId = contato.usuario_cliente;
      await tx
        .update(usuarios)
        .set({
          username: `anonimizado-${usuarioId}`,
          email: '',
          nome: NOME_ANONIMIZADO,
          sobrenome: novos.sobrenome,
          ativo: false,
          updated_at: new Date(),
        })
        .where(eq(usuarios.id, usuarioId));
      await encerrarSessoesDoUsuario(tx, usuarioId, { motivo: 'desativacao' });
      contaCliente = true;
    }

    await tx
      .update(contatos)
      .set({
        ...novos,
        nome_busca: nomeBuscaContato(novos),
        anonimizado_em: sql`now()`,
        last_edited_by: user.id,
        updated_at: new Date(),
      })
      .where(eq(contatos.id, id));

    await createAuditLog(tx, {
      tipo: 'contato_anonimizado',
      usuario: user.id,
      antes: null,
      depois: {
        campos_apagados: preenchidos,
        documentos_deletados: documentos.map((doc) => doc.tipo),
        buscas_deletadas: buscasApagadas.length,
        empresas_desligadas: empresasDesligadas.length,
        contas_fidelidade_apagadas: contas.length,
        compras_de_milhas_sem_login: compras.length,
        vendas_sem_meio_de_contato: vendasDoCliente.map((venda) => venda.id),
        conta_cliente_encerrada: contaCliente,
      },
      meta: meta(id, ip),
    });
    return documentos.map((doc) => doc.arquivo).filter((key): key is string => Boolean(key));
  });
  esquecerSessoes();
  await Promise.all(arquivos.map((key) => files.remove(key)));
}
