import type { Page } from '@playwright/test';
import { confirmarConclusao } from './concluir-emissao.ts';
import { expect, expectAccessible, openAs, test } from './support.ts';

type EmissaoLista = { id: number; status: string; tipo: string };
type Detalhe = EmissaoLista & {
  campos_formadores: { campo_formador: string; responsavel_fixo: string | null; cartao_permitido: boolean }[];
};

/** A paid flight issuance in the queue with passengers and an agency-payable fee. */
async function emissaoNaFila(page: Page): Promise<{ id: number; passageiro: string }> {
  const resposta = await page.request.get(
    '/api/emissoes/detailed/?status=fila_de_emissao&tipo=emissao_voo_pagante&page=1',
  );
  const { emissoes } = (await resposta.json()) as { emissoes: EmissaoLista[] };
  for (const emissao of emissoes) {
    const beneficiarios = (await (
      await page.request.get(`/api/emissoes/${emissao.id}/beneficiarios/`)
    ).json()) as { contato: { nome: string; sobrenome: string | null } }[];
    const detalhe = (await (await page.request.get(`/api/emissoes/${emissao.id}/`)).json()) as Detalhe;
    const cartaoPossivel = detalhe.campos_formadores.some((c) => c.cartao_permitido && !c.responsavel_fixo);
    const primeiro = beneficiarios[0]?.contato;
    if (primeiro && cartaoPossivel)
      return { id: emissao.id, passageiro: `${primeiro.nome} ${primeiro.sobrenome ?? ''}`.trim() };
  }
  throw new Error('nenhuma emissão paga na fila com passageiros');
}

/** A minimal PDF, as a hotel or airline voucher would be uploaded. */
const VOUCHER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an issuer opens the queue, fills the locator and the e-ticket, attaches the voucher, records who pays each field and concludes the issuance', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openAs(page, 'emissor', '/');
  const { id, passageiro } = await emissaoNaFila(page);
  const codigo = `E${String(id).padStart(4, '0')}`;

  // the queue lists it; its row opens the detail
  await page.goto('/emissoes?status=fila_de_emissao&tipo=emissao_voo_pagante');
  const tabela = page.getByRole('table', { name: 'Emissões' });
  await expect(tabela.getByText(codigo, { exact: true })).toBeVisible({ timeout: 15_000 });
  await tabela.getByText(codigo, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/emissoes/${id}$`));
  await expect(page.getByRole('heading', { name: 'Detalhes da Emissão' })).toBeVisible();
  const dados = page.getByRole('region', { name: 'Dados da emissão' });
  await expect(dados.getByText('Fila de emissão')).toBeVisible();

  // Geral: the locator, saved
  await page.getByRole('textbox', { name: 'Localizador' }).fill('qx7k2p');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Emissão salva com sucesso!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Localizador' })).toHaveValue('QX7K2P');

  // Beneficiários: the passenger's e-ticket; another tab or another page before saving asks first
  await page.getByRole('tab', { name: 'Beneficiários' }).click();
  await page.getByRole('button', { name: passageiro }).first().click();
  const eticket = page.getByRole('textbox', { name: 'E-Ticket' }).first();
  await expect(eticket).toBeVisible();
  // the opened passenger: one button per passenger, its controls beside it, not inside it
  await expectAccessible(page);
  await eticket.fill('9572412345678');
  const descartar = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await page.getByRole('tab', { name: 'Vouchers e demais documentos' }).click();
  await expect(descartar).toBeVisible();
  await descartar.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(descartar).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Beneficiários' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(descartar).toBeVisible();
  await descartar.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(descartar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/emissoes/${id}$`));
  await expect(eticket).toHaveValue('9572412345678');
  // the tab's one Salvar; then the tab changes without asking
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Beneficiário atualizado com sucesso!')).toBeVisible();
  const salvos = (await (await page.request.get(`/api/emissoes/${id}/beneficiarios/`)).json()) as {
    eticket: string;
  }[];
  expect(salvos.map((b) => b.eticket)).toContain('9572412345678');

  // Vouchers: the PDF attached and listed
  await page.getByRole('tab', { name: 'Vouchers e demais documentos' }).click();
  await expect(page.getByText('Nenhum documento anexado')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Anexar Arquivo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Anexar Arquivo' });
  await dialogo.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialogo.getByText('Preencha o campo "nome"')).toBeVisible();
  await dialogo.getByRole('textbox', { name: 'Nome' }).fill('Voucher da companhia');
  await dialogo
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles({ name: 'voucher.pdf', mimeType: 'application/pdf', buffer: VOUCHER_PDF });
  await dialogo.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialogo).toBeHidden();
  const documentos = page.getByRole('table', { name: 'Documentos da emissão' });
  await expect(documentos.getByText('Voucher da companhia')).toBeVisible();

  // Pagamentos: the lines come prefilled with the agency; the boarding fee paid with one of its cards
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(page.getByText('Pagamento da Emissão')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Quem paga Taxa de embarque' })).toHaveText('Agência');
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Cartão de Taxa de embarque' }).click();
  await page.getByRole('option').filter({ hasText: '····' }).first().click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Pagamento registrado com sucesso')).toBeVisible();
  const linhas = (await (await page.request.get(`/api/emissoes/${id}/pagamentos/`)).json()) as {
    campo_formador: string;
    responsavel: string;
    cartao: { id: number } | null;
  }[];
  const embarque = linhas.find((l) => l.campo_formador === 'custo_taxa_embarque');
  expect(embarque?.responsavel).toBe('skyler');
  expect(embarque?.cartao).not.toBeNull();

  // Concluir, after the confirmation: finished, and no longer editable
  await page.getByRole('tab', { name: 'Geral' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Tem certeza que deseja marcar essa emissão como concluída?')).toBeVisible();
  await confirmarConclusao(page);
  await expect(page.getByText('Emissão concluída com sucesso!')).toBeVisible();
  await expect(dados.getByText('Finalizada')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Localizador' })).toBeDisabled();

  // the server refuses any further change
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const recusa = await page.request.post(`/api/emissoes/${id}/cancelar/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { motivo_cancelamento: 'Cliente desistiu' },
  });
  expect(recusa.status()).toBe(409);

  // opened cold from its address: index.html asks for the issuance with the page, which takes that answer
  const pedidos: string[] = [];
  page.on('request', (request) => pedidos.push(new URL(request.url()).pathname));
  await page.goto(`/emissoes/${id}`);
  await expect(dados.getByText('Finalizada')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Localizador' })).toHaveValue('QX7K2P');
  expect(pedidos.filter((pedido) => pedido === `/api/emissoes/${id}/`)).toHaveLength(1);
});
