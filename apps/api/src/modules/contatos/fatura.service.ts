import { CONTATO_MESSAGES as M, nomeCompleto } from '@skyler/domain/contatos';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findContatoRow, findVendasParaFatura } from './contatos.queries.ts';

/** The invoice PDF of sales of the contact (part 2 §2 Gerar Fatura); every sale must be the contact's. */
export async function gerarFaturaContato(db: Db, { id, vendas }: { id: number; vendas: number[] }) {
  const contato = await findContatoRow(db, id);
  if (!contato) throw new AppError('not_found', M.naoEncontrado);
  if (vendas.length === 0)
    throw new AppError('bad_request', M.selecioneVenda, { vendas: [M.selecioneVenda] });
  const encontradas = await findVendasParaFatura(db, { contatoId: id, vendas });
  const porId = new Map(encontradas.map((venda) => [venda.id, venda]));
  if (vendas.some((venda) => !porId.has(venda))) {
    throw new AppError('bad_request', M.vendaNaoDoContato, { vendas: [M.vendaNaoDoContato] });
  }
  // the PDF engine and its fonts load on the first invoice, not at start
  const { renderFaturaPdf } = await import('./fatura-pdf.tsx');
  const pdf = await renderFaturaPdf({
    cliente: {
      nome: nomeCompleto(contato),
      cpf: contato.cpf,
      email: contato.email,
      telefone: contato.telefone,
      endereco: contato.endereco,
    },
    vendas: vendas.flatMap((venda) => porId.get(venda) ?? []),
    emitidaEm: new Date(),
  });
  return { pdf, nome: `fatura-${contato.id}.pdf` };
}
