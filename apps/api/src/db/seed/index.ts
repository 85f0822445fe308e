import { count } from 'drizzle-orm';
import { createUsuario } from '../../modules/usuarios/usuarios.service.ts';
import type { FileStore } from '../../platform/files.ts';
import type { Db } from '../client.ts';
import { usuarios } from '../schema/index.ts';
import { seedAgenciaDemo } from './agencia-demo.ts';
import { seedBuscasDemo } from './buscas-demo.ts';
import { seedClienteDemo } from './cliente-demo.ts';
import { seedCobrancasDemo } from './cobrancas-demo.ts';
import { seedComissaoDemo } from './comissao-demo.ts';
import { seedConciliacaoBancoDemo } from './conciliacao-banco-demo.ts';
import { seedContasBancariasDemo } from './contas-bancarias-demo.ts';
import { seedContatoAgencia } from './contatos.ts';
import { seedContatosDemo } from './contatos-demo.ts';
import { seedCotacoesDemo } from './cotacoes-demo.ts';
import { seedDashboardDemo } from './dashboard-demo.ts';
import { DEMO_USUARIOS } from './demo-usuarios.ts';
import { seedEmailsDemo } from './emails-demo.ts';
import { seedEmissoesDemo } from './emissoes-demo.ts';
import { seedFiscalDemo } from './fiscal-demo.ts';
import { seedFornecedoresDemo } from './fornecedores-demo.ts';
import { seedLogosCias } from './logos-cias.ts';
import { seedMensagensDemo } from './mensagens-demo.ts';
import { seedMilhas } from './milhas.ts';
import { seedMilhasHistoricoDemo } from './milhas-historico-demo.ts';
import { seedMovimentosMilhasDemo } from './milhas-proprias-demo.ts';
import { seedContasMilhasDemo } from './milhas-validadas-demo.ts';
import { seedMoedasDemo } from './moedas-demo.ts';
import { seedNfseDemo } from './nfse-demo.ts';
import { seedNotificacoesDemo } from './notificacoes-demo.ts';
import { seedOrcamentoAlteradoDemo, seedOrcamentosDemo } from './orcamentos-demo.ts';
import { seedOrdensPagamentoDemo } from './ordens-pagamento-demo.ts';
import { seedPassageirosDemo } from './passageiros-demo.ts';
import { seedReferencia, seedReferenciaAdminDemo, seedReferenciaDemo } from './referencia.ts';
import { seedServicosDemo } from './servicos-demo.ts';
import { seedTaxasMeioPagamentoDemo } from './taxas-meio-pagamento-demo.ts';
import { seedUsuariosStatusDemo } from './usuarios-status-demo.ts';
import { seedVendasDemo } from './vendas-demo.ts';

export type SeedResult = { demo: boolean };

/** Reference data on every empty database; demo accounts and data only when asked and no user exists yet. */
export async function seedDatabase(
  db: Db,
  options: {
    demo: boolean;
    referencia?: boolean;
    files?: FileStore;
    /** how many demo sales (with chat, logs and notifications); none unless asked, as in tests */
    vendas?: number;
    /** the key of the third-party loyalty account passwords the demo's validated purchases carry */
    chaveMilhas?: Buffer;
  },
): Promise<SeedResult> {
  if (options.referencia !== false) await seedReferencia(db);
  if (options.referencia !== false && options.files) await seedLogosCias(db, options.files);
  await seedMilhas(db);
  await seedContatoAgencia(db);
  if (!options.demo) return { demo: false };
  const [row] = await db.select({ n: count() }).from(usuarios);
  if ((row?.n ?? 0) > 0) return { demo: false };
  await db.transaction(async (tx) => {
    for (const usuario of DEMO_USUARIOS) await createUsuario(tx, usuario, { by: null });
    await seedNotificacoesDemo(tx);
    await seedAgenciaDemo(tx, { files: options.files });
    if (options.referencia !== false) await seedReferenciaDemo(tx);
    await seedMoedasDemo(tx);
    await seedFornecedoresDemo(tx, { files: options.files });
    await seedContatosDemo(tx);
    await seedBuscasDemo(tx);
    await seedContasMilhasDemo(tx);
    if (options.vendas) {
      await seedVendasDemo(tx, options.vendas);
      await seedOrcamentosDemo(tx);
      await seedCotacoesDemo(tx, { files: options.files });
      await seedOrcamentoAlteradoDemo(tx);
      await seedServicosDemo(tx, { files: options.files });
      await seedEmissoesDemo(tx, { files: options.files, chaveMilhas: options.chaveMilhas });
      await seedOrdensPagamentoDemo(tx);
      await seedMilhasHistoricoDemo(tx);
      await seedMovimentosMilhasDemo(tx);
      await seedComissaoDemo(tx);
      await seedDashboardDemo(tx);
      // the fee table with the sales only: tests conclude payments without it unless they set it
      await seedTaxasMeioPagamentoDemo(tx);
      // Simples Nacional, so the DRE and the accountant's export of the demo's months show real lines
      await seedFiscalDemo(tx);
      // the invoices on the concluded services' own revenue, in every status the screens show
      await seedNfseDemo(tx);
      await seedCobrancasDemo(tx);
      // a cart whose passengers, chosen once, show each warning about their documents
      await seedPassageirosDemo(tx);
      // after the payments and orders, whose amounts and days its statement lines mirror
      await seedContasBancariasDemo(tx);
      // the matching run on that statement, most lines confirmed, a few in each queue state
      await seedConciliacaoBancoDemo(tx);
    }
    // after the demo sales, which draw their clients from the contacts before it
    await seedClienteDemo(tx, { comVendas: Boolean(options.vendas) });
    // the customer's conversation, WhatsApp log and reminders, on the open sale it just got
    if (options.vendas) await seedMensagensDemo(tx);
    if (options.referencia !== false) await seedReferenciaAdminDemo(tx);
    // last, so that no demo record picks them
    await seedUsuariosStatusDemo(tx);
    // the outbox's states, with the app's demo only (the tests read their own e-mails from it)
    if (options.vendas) await seedEmailsDemo(tx);
  });
  return { demo: true };
}
