/** A client and sales for rendering the invoice in tests and in the benchmark. */
import type { ClienteFatura, VendaFatura } from './fatura-pdf.tsx';

export const clienteDeExemplo: ClienteFatura = {
  nome: 'Zuleica Quintanilha',
  cpf: '52998224725',
  email: 'zuleica@example.com',
  telefone: { pais: 'BR', codigo: '55', numero: '11912345678' },
  endereco: {
    cep: '01310100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: 'Apto 12',
    pais: 'Brasil',
  },
};

/** Sales of one service each, of every kind. */
export function vendasDeExemplo(quantidade = 10): VendaFatura[] {
  const tipos = ['orcamento_voo', 'orcamento_hotel', 'orcamento_carro', 'orcamento_outro'] as const;
  return Array.from({ length: quantidade }, (_, i) => ({
    id: i + 1,
    created_at: `2026-0${(i % 9) + 1}-10T12:00:00Z`,
    consultor: 'Carlos Consultor',
    servicos: [
      {
        id: 101 + i,
        tipo: tipos[i % tipos.length] ?? 'orcamento_outro',
        descricao: `Serviço de exemplo número ${i + 1}`,
        detalhes: [
          { rotulo: 'Passageiros', valor: '2 adultos' },
          { rotulo: 'Localizador', valor: `LOC${i}` },
          { rotulo: 'Data', valor: '10/09/2026' },
        ],
        valor_total: '1234.56',
      },
    ],
  }));
}
