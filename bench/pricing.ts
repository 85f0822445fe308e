// Prices a 10-ticket flight quote (mixed paid, miles and wallet tickets, an adjustment) and its 12 card
// options, on one core: quotes per second. Run: npx tsx bench/pricing.ts
import type { BilheteValores } from '../packages/domain/src/precos/cotacao.ts';
import { custoTotal, totalBilhete, valorFinal } from '../packages/domain/src/precos/cotacao.ts';
import { dec } from '../packages/domain/src/precos/dinheiro.ts';
import { milheiroDaTabela, milheiroEfetivo } from '../packages/domain/src/precos/milhas.ts';
import { opcoesPagamento } from '../packages/domain/src/precos/parcelamento.ts';

const precos = ['32', '30', '28', '27', '26', '25'];
const bilhetes: BilheteValores[] = Array.from({ length: 10 }, (_, i) =>
  i % 3 === 0
    ? {
        tipo_cotacao: 'milha',
        quantidade_milhas: 35000 + i * 1000,
        milheiro_efetivo: milheiroEfetivo(milheiroDaTabela(35000 + i * 1000, precos), -0.5),
        custo_taxa_embarque: '89.90',
        rav: '100.00',
      }
    : {
        tipo_cotacao: i % 3 === 1 ? 'pagante' : 'wallet',
        custo_bilhete: `${1800 + i * 37}.45`,
        custo_taxa_embarque: '89.90',
        custo_taxa_bagagem: '120.00',
        custo_taxas_extras: '15.00',
        rav: '150.00',
      },
);

/** The same tickets with their money already as Decimals, as a quote is held once loaded. */
const bilhetesDecimais: BilheteValores[] = bilhetes.map((b) =>
  Object.fromEntries(
    Object.entries(b).map(([k, v]) => [k, typeof v === 'string' && k !== 'tipo_cotacao' ? dec(v) : v]),
  ),
) as BilheteValores[];

function priceQuote(tickets: BilheteValores[]) {
  const total = custoTotal(tickets.map(totalBilhete));
  return opcoesPagamento(valorFinal(total, { ativado: true, absoluto: 50, porcentagem: 5 }));
}

function measure(label: string, tickets: BilheteValores[]) {
  const check = priceQuote(tickets);
  for (let i = 0; i < 2000; i++) priceQuote(tickets);
  const rounds = 5;
  const perRound = 20_000;
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < perRound; i++) priceQuote(tickets);
    rates.push(perRound / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  console.log(
    `pricing a 10-ticket quote + 12 card options, ${label}: ${Math.round(rates[Math.floor(rounds / 2)] ?? 0)} quotes/s (median of ${rounds}; cash ${check.avista.toFixed(2)}, 12x ${check.cartao[11]?.total.toFixed(2)})`,
  );
}

measure('money as Decimals', bilhetesDecimais);
measure('money parsed from API strings each time', bilhetes);
