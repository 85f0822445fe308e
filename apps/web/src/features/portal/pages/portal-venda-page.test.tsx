import { ACEITE_MESSAGES, type VendaPortal } from '@skyler/domain/portal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const CLIENTE = makeUser({ cliente: true, is_staff: false, nome: 'Cláudia', sobrenome: 'Cliente' });

const hotel = (id: number, nome: string, valor: string) => ({
  id,
  orcamento: 31,
  titulo: `Hotel em Lisboa · ${nome}`,
  tipo: 'orcamento_hotel',
  detalhes: [{ rotulo: 'Hotel', valor: nome }],
  bilhetes: [],
  valor_final: valor,
  situacao: 'aguardando_aceite' as const,
});

const viagem = (extra: Partial<VendaPortal> = {}): VendaPortal => ({
  id: 12,
  status: 'proposta',
  vinculo: 'cliente',
  consultor: 'Carlos Consultor',
  created_at: '2026-11-20T12:00:00Z',
  cotacoes: [hotel(40, 'Hotel Avenida', '4200.00'), hotel(41, 'Hotel Baixa', '3900.00')],
  passageiros: [
    {
      id: 7,
      nome: 'Cláudia Cliente',
      pendencias: [
        { codigo: 'passaporte_ausente', mensagem: 'Viagem internacional sem passaporte cadastrado.' },
      ],
    },
  ],
  pagamentos: [
    {
      id: 90,
      valor: '1400.00',
      vencimento: '2026-12-05',
      pago_em: null,
      status: 'nao_efetuado',
      meio: 'Pix',
      pix: null,
      boleto: null,
      link_cartao: null,
    },
  ],
  documentos: [
    { id: 5, nome: 'Voucher do hotel', tipo: 'application/pdf', url: '/api/portal/vendas/12/documentos/5/' },
  ],
  emissoes: [{ id: 3, servico: 'Hotel', status: 'Finalizada' }],
  ultimo_aceite: null,
  ...extra,
});

describe("the client's trip page", () => {
  it('shows the alternatives, accepts the chosen one and shows the Pix of a due payment', async () => {
    const api = mockApiDe(CLIENTE, {
      'GET /api/portal/vendas/12/': { body: viagem() },
      'POST /api/portal/vendas/12/aceite/': {
        status: 201,
        body: { id: 1, created_at: '2026-11-29T10:00:00Z', itens: [], detail: ACEITE_MESSAGES.aceita },
      },
      'POST /api/portal/vendas/12/pagamentos/90/pix/': {
        body: {
          txid: 'SKY90',
          copia_e_cola: '00020126PIXDAAGENCIA',
          qr_code_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          expira_em: null,
          origem: 'estatico',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/vendas/12');
    expect(await screen.findByRole('heading', { name: 'Viagem 0012' })).toBeInTheDocument();
    expect(screen.getByText('Escolha uma das 2 opções deste pedido.')).toBeInTheDocument();
    const aceitar = screen.getByRole('button', { name: 'Aceitar proposta' });
    expect(aceitar).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Escolher Hotel em Lisboa · Hotel Baixa' }));
    await user.click(aceitar);
    await waitFor(() => expect(api.callsTo('POST', '/api/portal/vendas/12/aceite/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/portal/vendas/12/aceite/')[0]?.body).toEqual({ cotacoes: [41] });
    expect(await screen.findByText(ACEITE_MESSAGES.aceita)).toBeInTheDocument();

    const pagamentos = screen.getByRole('list', { name: 'Pagamentos' });
    await user.click(within(pagamentos).getByRole('button', { name: 'Pagar com Pix' }));
    expect(await screen.findByDisplayValue('00020126PIXDAAGENCIA')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toBeInTheDocument();

    expect(screen.getByText('Viagem internacional sem passaporte cadastrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voucher do hotel' })).toHaveAttribute(
      'href',
      '/api/portal/vendas/12/documentos/5/',
    );
    expect(screen.getByRole('region', { name: 'Conversa com a agência' })).toBeInTheDocument();
  });

  it('asks for the purpose and the file before sending a document', async () => {
    const api = mockApiDe(CLIENTE, { 'GET /api/portal/vendas/12/': { body: viagem() } });
    const user = userEvent.setup();
    renderApp('/portal/vendas/12');
    await user.click(await screen.findByRole('button', { name: 'Enviar documento de Cláudia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar documento' });
    await user.type(within(dialog).getByRole('textbox', { name: /Número do documento/ }), 'FX123456');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Diga para que serve o documento.')).toBeInTheDocument();
    expect(within(dialog).getByText('Envie o arquivo do documento (imagem ou PDF).')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/portal/vendas/12/documentos/')).toHaveLength(0);
  });

  it("answers another client's trip as not found", async () => {
    mockApiDe(CLIENTE, {
      'GET /api/portal/vendas/13/': { status: 404, body: { detail: 'Viagem não encontrada.' } },
    });
    renderApp('/portal/vendas/13');
    expect(await screen.findByText('Viagem não encontrada.')).toBeInTheDocument();
  });
});
