import {
  type ContaBancaria,
  type ContaBancariaInput,
  EXTRATO_MAX_BYTES,
  type ImportacaoExtrato,
  CONTAS_BANCARIAS_MESSAGES as M,
  MOVIMENTOS_PAGE_SIZE,
  type MovimentoBancario,
  type MovimentosQuery,
  ZContaBancariaInput,
  ZCsvMapeamento,
} from '@skyler/domain/contas-bancarias';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { sugerirMovimentos } from '../movimentos-bancarios/movimentos-bancarios.service.ts';
import { sugestoesDosMovimentos } from '../movimentos-bancarios/sugestoes.ts';
import { nomeDoBanco } from './bancos.ts';
import {
  type ContaBancariaRow,
  type ExtratoRow,
  findContaPorNumero,
  findContasBancarias,
  findExtratoPorHash,
  findMovimentosPage,
  findMovimentosPorIds,
  insertContaBancaria,
  insertExtrato,
  insertMovimentos,
  lockContaBancaria,
  type MovimentoRow,
  updateContaBancaria,
  updateExtratoContagem,
} from './contas-bancarias.queries.ts';
import { type ExtratoLido, formatoDoArquivo, hashDoArquivo, textoDoArquivo } from './extrato-arquivo.ts';
import { lerCsv } from './extrato-csv.ts';
import { lerOfx } from './extrato-ofx.ts';

/** The multipart field of the statement file, and the one of the CSV's column mapping (JSON). */
export const CAMPO_ARQUIVO = 'arquivo';
export const CAMPO_MAPEAMENTO = 'mapeamento';

function view(linha: {
  conta: ContaBancariaRow;
  ultimo: ExtratoRow | null;
  pendentes: number;
}): ContaBancaria {
  const { conta, ultimo } = linha;
  const mapeamento = ZCsvMapeamento.safeParse(conta.csv_mapeamento);
  return {
    id: conta.id,
    banco: conta.banco,
    banco_nome: nomeDoBanco(conta.banco),
    agencia: conta.agencia,
    conta: conta.conta,
    descricao: conta.descricao,
    chave_pix: conta.chave_pix,
    csv_mapeamento: mapeamento.success ? mapeamento.data : null,
    ativa: conta.ativa,
    versao: conta.versao,
    ultimo_extrato: ultimo
      ? {
          id: ultimo.id,
          arquivo_nome: ultimo.arquivo_nome,
          inicio: ultimo.inicio,
          fim: ultimo.fim,
          saldo_final: ultimo.saldo_final,
          saldo_data: ultimo.saldo_data,
          importado_em: ultimo.created_at.toISOString(),
        }
      : null,
    pendentes: linha.pendentes,
  };
}

/** GET /api/contas-bancarias/: the agency's accounts, active first. */
export async function listarContasBancarias(db: DbOrTx): Promise<{ contas: ContaBancaria[] }> {
  return { contas: (await findContasBancarias(db)).map(view) };
}

/** GET /api/contas-bancarias/{id}/ */
export async function detalharContaBancaria(db: DbOrTx, id: number): Promise<ContaBancaria> {
  const [linha] = await findContasBancarias(db, { id });
  if (!linha) throw new AppError('not_found', M.naoEncontrada);
  return view(linha);
}

function conferirBanco(banco: string) {
  if (!nomeDoBanco(banco)) throw new AppError('bad_request', M.bancoInvalido, { banco: [M.bancoInvalido] });
}

async function conferirNumeroLivre(
  tx: DbOrTx,
  numero: { banco: string; agencia: string; conta: string },
  propria?: number,
) {
  const outra = await findContaPorNumero(tx, numero);
  if (outra && outra.id !== propria) {
    throw new AppError('conflict', M.contaDuplicada, { conta: [M.contaDuplicada] });
  }
}

/** POST /api/contas-bancarias/: registers an account of a bank of the Central Bank's list. */
export async function criarContaBancaria(
  db: Db,
  body: ContaBancariaInput,
  ator: Ator,
): Promise<ContaBancaria> {
  const dados = ZContaBancariaInput.parse(body);
  conferirBanco(dados.banco);
  const id = await db.transaction(async (tx) => {
    await conferirNumeroLivre(tx, dados);
    const conta = await insertContaBancaria(tx, {
      banco: dados.banco,
      agencia: dados.agencia,
      conta: dados.conta,
      descricao: dados.descricao,
      chave_pix: dados.chave_pix,
      ativa: dados.ativa ?? true,
      created_by: ator.user.id,
    });
    await createAuditLog(tx, {
      tipo: 'conta_bancaria_criada',
      usuario: ator.user.id,
      depois: conta,
      meta: { entidade: 'conta_bancaria', id: conta.id, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return conta.id;
  });
  return detalharContaBancaria(db, id);
}

/** PUT /api/contas-bancarias/{id}/: the account's data; a stale `versao` gets 409. */
export async function alterarContaBancaria(
  db: Db,
  id: number,
  body: ContaBancariaInput,
  ator: Ator,
): Promise<ContaBancaria> {
  const dados = ZContaBancariaInput.parse(body);
  conferirBanco(dados.banco);
  await db.transaction(async (tx) => {
    const antes = await lockContaBancaria(tx, id);
    if (!antes) throw new AppError('not_found', M.naoEncontrada);
    conferirVersao(antes.versao, dados.versao);
    await conferirNumeroLivre(tx, dados, id);
    const valores = {
      banco: dados.banco,
      agencia: dados.agencia,
      conta: dados.conta,
      descricao: dados.descricao,
      chave_pix: dados.chave_pix,
      ativa: dados.ativa ?? antes.ativa,
    };
    if (Object.entries(valores).every(([k, v]) => antes[k as keyof typeof valores] === v)) return;
    const depois = await updateContaBancaria(tx, id, { ...valores, versao: antes.versao + 1 });
    await createAuditLog(tx, {
      tipo: 'conta_bancaria_alterada',
      usuario: ator.user.id,
      antes,
      depois,
      meta: { entidade: 'conta_bancaria', id, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
  });
  return detalharContaBancaria(db, id);
}

/** The lines as the API answers them, each with the matching's proposals. */
async function comSugestoes(db: DbOrTx, linhas: MovimentoRow[]): Promise<MovimentoBancario[]> {
  const sugestoes = await sugestoesDosMovimentos(
    db,
    linhas.map((m) => ({
      id: m.id,
      conta: m.conta,
      data: m.data,
      tipo: m.tipo,
      valor: m.valor,
      documento: m.documento,
      txid: m.txid,
      status: m.status,
    })),
  );
  return linhas.map((m) => ({
    id: m.id,
    conta: m.conta,
    extrato: m.extrato,
    data: m.data,
    tipo: m.tipo,
    valor: m.valor,
    descricao: m.descricao,
    documento: m.documento,
    txid: m.txid,
    status: m.status,
    motivo_pendencia: m.motivo_pendencia,
    categoria: m.categoria,
    motivo: m.motivo,
    versao: m.versao,
    sugestoes: sugestoes.get(m.id) ?? [],
  }));
}

/** GET /api/movimentos-bancarios/: a page of statement lines with their proposals. */
export async function listarMovimentos(db: DbOrTx, query: MovimentosQuery) {
  const { page, ...filtros } = query;
  const pagina = await findMovimentosPage(db, filtros, { page, pageSize: MOVIMENTOS_PAGE_SIZE });
  return { movimentos: await comSugestoes(db, pagina.rows), pages: pagina.pages };
}

/** The CSV mapping sent with the file (JSON in the `mapeamento` field), else the one saved on the account. */
function mapeamentoDoEnvio(texto: string | undefined, conta: ContaBancariaRow) {
  if (texto?.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(texto);
    } catch {
      throw new AppError('bad_request', M.csvMapeamentoInvalido);
    }
    const lido = ZCsvMapeamento.safeParse(json);
    if (!lido.success) {
      throw new AppError('bad_request', lido.error.issues[0]?.message ?? M.csvMapeamentoInvalido);
    }
    return { mapeamento: lido.data, novo: true };
  }
  const salvo = ZCsvMapeamento.safeParse(conta.csv_mapeamento);
  if (!salvo.success) throw new AppError('bad_request', M.csvSemMapeamento);
  return { mapeamento: salvo.data, novo: false };
}

function lerArquivo(data: Buffer, nome: string, conta: ContaBancariaRow, campoMapeamento?: string) {
  const texto = textoDoArquivo(data);
  if (formatoDoArquivo(texto, nome) === 'ofx') return { lido: lerOfx(texto), mapeamento: null };
  const { mapeamento, novo } = mapeamentoDoEnvio(campoMapeamento, conta);
  return { lido: lerCsv(texto, mapeamento), mapeamento: novo ? mapeamento : null };
}

/**
 * POST /api/contas-bancarias/{id}/extratos/: imports an OFX or CSV statement into the account's lines, in
 * one transaction with the account locked. The same file again (its hash) adds nothing, and neither does a
 * line the account already has (its `chave`), so an overlapping month imports only what is new. An OFX of
 * another bank, a file that is not a statement or a line without date or amount is a 400 and stores nothing.
 * A CSV's mapping sent with it is saved on the account for the next file.
 */
export async function importarExtrato(
  db: Db,
  id: number,
  upload: MultipartUpload,
  ator: Ator,
): Promise<{ status: 200 | 201; resposta: ImportacaoExtrato }> {
  const arquivo = upload.arquivo;
  if (!arquivo) throw new AppError('bad_request', M.semArquivo, { [CAMPO_ARQUIVO]: [M.semArquivo] });
  if (arquivo.data.length > EXTRATO_MAX_BYTES) {
    throw new AppError('payload_too_large', M.arquivoGrande);
  }
  const hash = hashDoArquivo(arquivo.data);
  const resultado = await db.transaction(async (tx) => {
    const conta = await lockContaBancaria(tx, id);
    if (!conta) throw new AppError('not_found', M.naoEncontrada);
    const { lido, mapeamento } = lerArquivo(
      arquivo.data,
      arquivo.nome,
      conta,
      upload.campos[CAMPO_MAPEAMENTO],
    );
    conferirBancoDoArquivo(lido, conta);
    const repetido = await findExtratoPorHash(tx, id, hash);
    if (repetido)
      return { extrato: repetido.id, escritos: [] as MovimentoRow[], total: lido.linhas.length, novo: false };
    const extrato = await insertExtrato(tx, {
      conta: id,
      arquivo_nome: arquivo.nome.slice(0, 200),
      formato: lido.formato,
      hash,
      inicio: lido.inicio,
      fim: lido.fim,
      saldo_final: lido.saldo_final,
      saldo_data: lido.saldo_data,
      created_by: ator.user.id,
    });
    const inseridos = await insertMovimentos(
      tx,
      lido.linhas.map((linha) => ({ ...linha, conta: id, extrato: extrato.id })),
    );
    // the matching proposes, in the same transaction, what each new line may settle (decision 0086)
    await sugerirMovimentos(tx, id, ator);
    const escritos = await findMovimentosPorIds(
      tx,
      inseridos.map((m) => m.id),
    );
    const contagem = { importados: escritos.length, repetidos: lido.linhas.length - escritos.length };
    await updateExtratoContagem(tx, extrato.id, contagem);
    if (mapeamento) await updateContaBancaria(tx, id, { csv_mapeamento: mapeamento });
    await createAuditLog(tx, {
      tipo: 'extrato_bancario_importado',
      usuario: ator.user.id,
      depois: { ...extrato, ...contagem, ...(mapeamento ? { csv_mapeamento: mapeamento } : {}) },
      meta: { entidade: 'conta_bancaria', id, extrato: extrato.id, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return { extrato: extrato.id, escritos, total: lido.linhas.length, novo: true };
  });
  const importados = resultado.escritos.length;
  const repetidos = resultado.total - importados;
  return {
    status: resultado.novo ? 201 : 200,
    resposta: {
      detail: resultado.novo ? M.importado(importados, repetidos) : M.arquivoRepetido,
      extrato: resultado.extrato,
      importados,
      repetidos,
      movimentos: await comSugestoes(db, resultado.escritos),
    },
  };
}

/** An OFX names its bank: a file of another bank than the account's is refused. */
function conferirBancoDoArquivo(lido: ExtratoLido, conta: ContaBancariaRow) {
  if (lido.banco && lido.banco !== conta.banco) {
    throw new AppError('bad_request', M.bancoDoArquivo(lido.banco, nomeDoBanco(lido.banco), conta.banco));
  }
}
