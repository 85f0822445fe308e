// Renders the invoice PDF (Gerar Fatura) of 10 sales on A4, with one and with three services per sale:
// the first render (fonts and layout engine loading) and the median of the next 20.
// Run: npx tsx --tsconfig apps/api/tsconfig.json bench/fatura.ts
import { clienteDeExemplo as cliente } from '../apps/api/src/modules/contatos/fatura-exemplo.ts';
import { renderFaturaPdf, type VendaFatura } from '../apps/api/src/modules/contatos/fatura-pdf.tsx';

const TIPOS = ['orcamento_voo', 'orcamento_hotel', 'orcamento_carro', 'orcamento_outro'] as const;

function vendas(servicosPorVenda: number): VendaFatura[] {
  return Array.from({ length: 10 }, (_, v) => ({
    id: 48_210 + v,
    created_at: `2026-${String((v % 9) + 1).padStart(2, '0')}-1${v % 10}T12:00:00Z`,
    consultor: 'Carlos Consultor',
    servicos: Array.from({ length: servicosPorVenda }, (_, s) => ({
      id: 90_100 + v * 10 + s,
      tipo: TIPOS[(v + s) % TIPOS.length] ?? 'orcamento_outro',
      descricao: `GRU → LIS, ida e volta, classe econômica (${v + 1}.${s + 1})`,
      detalhes: [
        { rotulo: 'Passageiros', valor: '2 adultos, 1 criança' },
        { rotulo: 'Localizador', valor: `XK${v}${s}PQ` },
        { rotulo: 'Ida', valor: '12/03/2027 22:15' },
        { rotulo: 'Volta', valor: '28/03/2027 11:40' },
      ],
      valor_total: `${4_321 + v * 97 + s}.${String(10 + v).padStart(2, '0')}`,
    })),
  }));
}

for (const servicosPorVenda of [1, 3]) {
  const fatura = { cliente, vendas: vendas(servicosPorVenda), emitidaEm: new Date() };
  let started = performance.now();
  const primeiro = await renderFaturaPdf(fatura);
  const primeiroMs = performance.now() - started;
  const tempos: number[] = [];
  for (let i = 0; i < 20; i++) {
    started = performance.now();
    await renderFaturaPdf(fatura);
    tempos.push(performance.now() - started);
  }
  tempos.sort((a, b) => a - b);
  const paginas = primeiro.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  console.log(
    `invoice PDF of 10 sales x ${servicosPorVenda} service(s): ${paginas} A4 pages, ${Math.round(primeiro.length / 1024)} KB; ` +
      `first ${primeiroMs.toFixed(0)} ms, then median ${tempos[10]?.toFixed(1)} ms, max ${tempos.at(-1)?.toFixed(1)} ms`,
  );
}
