// PNR/itinerary parsing throughput on one core: bundles packages/domain/src/pnr with esbuild, then times parsePnr.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const today = new Date(2027, 0, 10);
const DURATION_MS = 2000;

const ITINERARIES = {
  Amadeus: `RP/SAOLA08AA/SAOLA08AA            AA/SU  10JAN27/1412Z   XKJ4TQ
SAOLA08AA/0001AA/10JAN27
  1.OLIVEIRA/ANA MS   2.OLIVEIRA/JOSE MR
  3  G31450 Y 10APR 6 GRUBSB HK2  0805 0950   738 E0
  4  G31672 Y 10APR 6 BSBMAO HK2  1105 1300   738 E0
  5  G31673 T 17APR 6 MAOBSB HK2  2350 0345+1 738 E0
  6  G31451 T 18APR 7 BSBGRU HK2  0520 0710   738 E0
  7 AP SAO 11 3456-7890 - AGENCIA SKYLER - A
  8 TK OK10JAN/SAOLA08AA
  9 SSR DOCS G3 HK1 ////12MAY85/F//OLIVEIRA/ANA/P1
 10 RM PAGAMENTO EM 10X NO CARTAO`,
  Sabre: ` 1 TP 186Y 03SEP F GRULIS*HK1  1605  0530  04SEP J /DCTP*ABC12D /E
 2 TP 836Y 09SEP Q LISFCO*HK1  0725  1120 /DCTP*ABC12D /E
 3 TP 839Y 14SEP T FCOLIS*HK1  1210  1405 /DCTP*ABC12D /E
 4 TP  75Y 14SEP T LISGIG*HK1  1630  2245 /DCTP*ABC12D /E
OPERATED BY TAP AIR PORTUGAL`,
  Galileo: `RJ7K2P/SK QSBIV VTL9WS  AG 99999992 10JAN
  1.1SANTOS/CARLOS MR
 1. AT  262 D  20SEP NBOCMN HK1   650A   255P O*       E TH
 2. AT  202 D  20SEP CMNJFK HK1  1040P # 130A O*       E TH
 3. AT  201 D  29SEP JFKCMN HK1   900P # 850A O*       E SA
 4. AT  263 D  30SEP CMNNBO HK1   410P # 415A O*       E SU
** SERVICE INFORMATION EXISTS **       >*SI;
TKTG-TAU/MO11JAN`,
  'LATAM e-mail': `Sua viagem está confirmada!
Reserva LATAM: PQRSTU

Trecho 1 · Ida · qua., 10 nov. 2027
GRU 08:25 → LIM 11:10
LA 2469 · Airbus A320 · Classe Y

LIM 12:45 → CUZ 14:10
LA 2025 · Airbus A319 · Classe Y

Trecho 2 · Volta · dom., 21 nov. 2027
CUZ 16:55 → LIM 18:25
LA 2036 · Classe Y

LIM 23:50 → GRU 07:05 (+1)
LA 2468 · Classe Y`,
};

function measure(parsePnr, text) {
  const check = parsePnr(text, { today });
  if (!check.ok) throw new Error(check.error);
  const legs = check.bilhetes.flatMap((ticket) =>
    ticket.viagem.trechos.flatMap((trip) => trip.pernas),
  ).length;
  if (legs !== 4) throw new Error(`expected 4 legs, read ${legs}`);
  for (let i = 0; i < 5000; i++) parsePnr(text, { today });
  let count = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < DURATION_MS) {
    for (let i = 0; i < 1000; i++) parsePnr(text, { today });
    count += 1000;
    elapsed = performance.now() - started;
  }
  return Math.round((count / elapsed) * 1000);
}

const outDir = mkdtempSync(path.join(tmpdir(), 'skyler-bench-pnr-'));
try {
  const outfile = path.join(outDir, 'pnr.mjs');
  await build({
    entryPoints: [path.join(root, 'packages/domain/src/pnr/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'silent',
  });
  const { parsePnr } = await import(pathToFileURL(outfile).href);
  for (const [name, text] of Object.entries(ITINERARIES)) {
    const rate = measure(parsePnr, text);
    console.log(`PNR parsing: ${rate.toLocaleString('en-US')} itineraries/s (4-leg ${name})`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
