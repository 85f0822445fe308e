import type { ROUTES, RouteName } from '../config/routes.ts';
import { loadPage, type PageModule } from './lazy-page.ts';

type RedirectRouteName = {
  [K in RouteName]: (typeof ROUTES)[K] extends { redirect: string } ? K : never;
}[RouteName];

export type PageRouteName = Exclude<RouteName, RedirectRouteName>;
export type PageLoader = () => Promise<PageModule>;

const minhaArea: PageLoader = () =>
  loadPage('minha-area', () =>
    import('../features/minha-area/pages/minha-area-page.tsx').then((m) => ({ Component: m.MinhaAreaPage })),
  );

type ContatoAba = Parameters<typeof import('../features/contatos/pages/contato-page.tsx').contatoPage>[0];
const contatoAba =
  (aba: ContatoAba): PageLoader =>
  () =>
    loadPage(aba, () =>
      import('../features/contatos/pages/contato-page.tsx').then((m) => ({ Component: m.contatoPage(aba) })),
    );

type EmpresaAba = Parameters<typeof import('../features/empresas/pages/empresa-page.tsx').empresaPage>[0];
const empresaAba =
  (aba: EmpresaAba): PageLoader =>
  () =>
    loadPage(aba, () =>
      import('../features/empresas/pages/empresa-page.tsx').then((m) => ({ Component: m.empresaPage(aba) })),
    );

/**
 * The page each route shows, each in its own chunk; the compiler refuses a route without a page. A tab of
 * the sale that another area owns comes inside the sale's frame (`abas-da-venda/`, one chunk each as before).
 */
export const PAGES: Record<PageRouteName, PageLoader> = {
  login: () =>
    loadPage('login', () =>
      import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    ),
  otp: () =>
    loadPage('otp', () =>
      import('../features/auth/pages/otp-page.tsx').then((m) => ({ Component: m.OtpPage })),
    ),
  'esqueci-senha': () =>
    loadPage('esqueci-senha', () =>
      import('../features/senha/pages/esqueci-senha-page.tsx').then((m) => ({
        Component: m.EsqueciSenhaPage,
      })),
    ),
  'definir-senha': () =>
    loadPage('definir-senha', () =>
      import('../features/senha/pages/definir-senha-page.tsx').then((m) => ({
        Component: m.DefinirSenhaPage,
      })),
    ),
  'minha-conta': () =>
    loadPage('minha-conta', () =>
      import('../features/senha/pages/minha-conta-page.tsx').then((m) => ({ Component: m.MinhaContaPage })),
    ),
  'termos-de-uso': () =>
    loadPage('termos-de-uso', () =>
      import('../features/public/pages/termos-de-uso-page.tsx').then((m) => ({
        Component: m.TermosDeUsoPage,
      })),
    ),
  'politica-de-privacidade': () =>
    loadPage('politica-de-privacidade', () =>
      import('../features/public/pages/politica-de-privacidade-page.tsx').then((m) => ({
        Component: m.PoliticaDePrivacidadePage,
      })),
    ),
  'success-maxipago': () =>
    loadPage('success-maxipago', () =>
      import('../features/public/pages/success-maxipago-page.tsx').then((m) => ({
        Component: m.SuccessMaxipagoPage,
      })),
    ),
  'fail-maxipago': () =>
    loadPage('fail-maxipago', () =>
      import('../features/public/pages/fail-maxipago-page.tsx').then((m) => ({
        Component: m.FailMaxipagoPage,
      })),
    ),
  'submit-maxipago': () =>
    loadPage('submit-maxipago', () =>
      import('../features/public/pages/submit-maxipago-page.tsx').then((m) => ({
        Component: m.SubmitMaxipagoPage,
      })),
    ),

  'portal-acesso': () =>
    loadPage('portal-acesso', () =>
      import('../features/portal/pages/portal-acesso-page.tsx').then((m) => ({
        Component: m.PortalAcessoPage,
      })),
    ),
  portal: () =>
    loadPage('portal', () =>
      import('../features/portal/pages/portal-page.tsx').then((m) => ({ Component: m.PortalPage })),
    ),
  'portal-venda': () =>
    loadPage('portal-venda', () =>
      import('../features/portal/pages/portal-venda-page.tsx').then((m) => ({
        Component: m.PortalVendaPage,
      })),
    ),
  home: () =>
    loadPage('home', () =>
      import('../features/home/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    ),
  contatos: () =>
    loadPage('contatos', () =>
      import('../features/contatos/pages/contatos-page.tsx').then((m) => ({ Component: m.ContatosPage })),
    ),
  cliente: contatoAba('cliente'),
  'contato-endereco': contatoAba('contato-endereco'),
  'contato-documentos': contatoAba('contato-documentos'),
  'contato-vendas': contatoAba('contato-vendas'),
  'contato-extras': contatoAba('contato-extras'),
  'contato-busca': contatoAba('contato-busca'),
  'contato-cotacoes-milhas-validadas': contatoAba('contato-cotacoes-milhas-validadas'),
  'contato-emissoes-beneficiario': contatoAba('contato-emissoes-beneficiario'),
  'contato-contas-fidelidade': contatoAba('contato-contas-fidelidade'),
  'contato-servicos': contatoAba('contato-servicos'),
  'contato-cotacoes-pagas': contatoAba('contato-cotacoes-pagas'),
  'contato-beneficiarios': contatoAba('contato-beneficiarios'),
  empresas: () =>
    loadPage('empresas', () =>
      import('../features/empresas/pages/empresas-page.tsx').then((m) => ({ Component: m.EmpresasPage })),
    ),
  empresa: empresaAba('empresa'),
  'empresa-relacoes': empresaAba('empresa-relacoes'),
  'empresa-vendas': empresaAba('empresa-vendas'),
  'empresa-busca': empresaAba('empresa-busca'),
  'empresa-servicos': empresaAba('empresa-servicos'),
  'empresa-cotacoes-pagas': empresaAba('empresa-cotacoes-pagas'),
  'empresa-beneficiarios': empresaAba('empresa-beneficiarios'),
  vendas: () =>
    loadPage('vendas', () =>
      import('../features/vendas/pages/vendas-page.tsx').then((m) => ({ Component: m.VendasPage })),
    ),
  'venda-info': () =>
    loadPage('venda-info', () =>
      import('../features/vendas/pages/venda-info-page.tsx').then((m) => ({ Component: m.VendaInfoPage })),
    ),
  'venda-orcamentos': () =>
    loadPage('venda-orcamentos', () => import('./abas-da-venda/venda-orcamentos.tsx')),
  'venda-cotacoes': () => loadPage('venda-cotacoes', () => import('./abas-da-venda/venda-cotacoes.tsx')),
  'venda-carrinho': () => loadPage('venda-carrinho', () => import('./abas-da-venda/venda-carrinho.tsx')),
  'venda-servicos': () => loadPage('venda-servicos', () => import('./abas-da-venda/venda-servicos.tsx')),
  'venda-pagamentos': () =>
    loadPage('venda-pagamentos', () => import('./abas-da-venda/venda-pagamentos.tsx')),
  'venda-emissoes': () => loadPage('venda-emissoes', () => import('./abas-da-venda/venda-emissoes.tsx')),
  'venda-notificacoes': () =>
    loadPage('venda-notificacoes', () =>
      import('../features/vendas/pages/venda-notificacoes-page.tsx').then((m) => ({
        Component: m.VendaNotificacoesPage,
      })),
    ),
  'venda-racs': () => loadPage('venda-racs', () => import('./abas-da-venda/venda-racs.tsx')),
  'venda-cliente': () => loadPage('venda-cliente', () => import('./abas-da-venda/venda-cliente.tsx')),
  orcamentos: () =>
    loadPage('orcamentos', () =>
      import('../features/orcamentos/pages/orcamentos-page.tsx').then((m) => ({
        Component: m.OrcamentosPage,
      })),
    ),
  orcamento: () =>
    loadPage('orcamento', () =>
      import('../features/orcamentos/pages/orcamento-page.tsx').then((m) => ({ Component: m.OrcamentoPage })),
    ),
  'busca-moblix': () =>
    loadPage('busca-moblix', () =>
      import('../features/busca-moblix/pages/busca-moblix-page.tsx').then((m) => ({
        Component: m.BuscaMoblixPage,
      })),
    ),
  servicos: () =>
    loadPage('servicos', () =>
      import('../features/servicos/pages/servicos-page.tsx').then((m) => ({ Component: m.ServicosPage })),
    ),
  pagamentos: () =>
    loadPage('pagamentos', () =>
      import('../features/pagamentos/pages/pagamentos-page.tsx').then((m) => ({
        Component: m.PagamentosPage,
      })),
    ),
  emissoes: () =>
    loadPage('emissoes', () =>
      import('../features/emissoes/pages/emissoes-page.tsx').then((m) => ({
        Component: m.EmissoesPage,
      })),
    ),
  emissao: () =>
    loadPage('emissao', () =>
      import('../features/emissoes/pages/emissao-page.tsx').then((m) => ({
        Component: m.EmissaoPage,
      })),
    ),
  fornecedores: () =>
    loadPage('fornecedores', () =>
      import('../features/fornecedores/pages/fornecedores-page.tsx').then((m) => ({
        Component: m.FornecedoresPage,
      })),
    ),
  'rac-aberta': () =>
    loadPage('rac-aberta', () =>
      import('../features/racs/pages/racs-page.tsx').then((m) => ({
        Component: m.RacsPage,
      })),
    ),
  'rac-em-processo': () =>
    loadPage('rac-em-processo', () =>
      import('../features/racs/pages/racs-page.tsx').then((m) => ({
        Component: m.RacsPage,
      })),
    ),
  'rac-finalizada': () =>
    loadPage('rac-finalizada', () =>
      import('../features/racs/pages/racs-page.tsx').then((m) => ({
        Component: m.RacsPage,
      })),
    ),
  comissao: () =>
    loadPage('comissao', () =>
      import('../features/comissao/pages/comissao-page.tsx').then((m) => ({
        Component: m.ComissaoPage,
      })),
    ),
  'pagamentos-abertos': () =>
    loadPage('pagamentos-abertos', () =>
      import('../features/pagamentos/pages/pagamentos-abertos-page.tsx').then((m) => ({
        Component: m.PagamentosAbertosPage,
      })),
    ),
  'ordem-pagamento-abertos': () =>
    loadPage('ordem-pagamento-abertos', () =>
      import('../features/ordens-pagamento/pages/ordens-abertas-page.tsx').then((m) => ({
        Component: m.OrdensAbertasPage,
      })),
    ),
  'ordem-pagamento-pagos': () =>
    loadPage('ordem-pagamento-pagos', () =>
      import('../features/ordens-pagamento/pages/ordens-pagas-page.tsx').then((m) => ({
        Component: m.OrdensPagasPage,
      })),
    ),
  milhas: () =>
    loadPage('milhas', () =>
      import('../features/milhas/pages/milhas-page.tsx').then((m) => ({
        Component: m.MilhasPage,
      })),
    ),
  'painel-autorizacao': () =>
    loadPage('painel-autorizacao', () =>
      import('../features/milhas-validadas/pages/painel-autorizacao-page.tsx').then((m) => ({
        Component: m.PainelAutorizacaoPage,
      })),
    ),
  'painel-pagamentos': () =>
    loadPage('painel-pagamentos', () =>
      import('../features/servicos/pages/painel-pagamentos-page.tsx').then((m) => ({
        Component: m.PainelPagamentosPage,
      })),
    ),
  notificacoes: () =>
    loadPage('notificacoes', () =>
      import('../features/notificacoes/pages/notificacoes-page.tsx').then((m) => ({
        Component: m.NotificacoesPage,
      })),
    ),
  'notificacoes-preferencias': () =>
    loadPage('notificacoes-preferencias', () =>
      import('../features/notificacoes/pages/preferencias-notificacao-page.tsx').then((m) => ({
        Component: m.PreferenciasNotificacaoPage,
      })),
    ),
  'milhas-proprias': () =>
    loadPage('milhas-proprias', () =>
      import('../features/milhas/pages/milhas-proprias-page.tsx').then((m) => ({
        Component: m.MilhasPropriasPage,
      })),
    ),
  'pega-vendas': () =>
    loadPage('pega-vendas', () =>
      import('../features/vendas/pages/pega-vendas-page.tsx').then((m) => ({ Component: m.PegaVendasPage })),
    ),
  exportar: () =>
    loadPage('exportar', () =>
      import('../features/exportar/pages/exportar-page.tsx').then((m) => ({ Component: m.ExportarPage })),
    ),
  conciliacao: () =>
    loadPage('conciliacao', () =>
      import('../features/conciliacao/pages/conciliacao-page.tsx').then((m) => ({
        Component: m.ConciliacaoPage,
      })),
    ),
  nfse: () =>
    loadPage('nfse', () =>
      import('../features/nfse/pages/nfse-page.tsx').then((m) => ({ Component: m.NfsePage })),
    ),
  dre: () =>
    loadPage('dre', () =>
      import('../features/financeiro/pages/dre-page.tsx').then((m) => ({ Component: m.DrePage })),
    ),
  'configuracoes-fiscais': () =>
    loadPage('configuracoes-fiscais', () =>
      import('../features/fiscal/pages/configuracoes-fiscais-page.tsx').then((m) => ({
        Component: m.ConfiguracoesFiscaisPage,
      })),
    ),
  'contas-bancarias': () =>
    loadPage('contas-bancarias', () =>
      import('../features/contas-bancarias/pages/contas-bancarias-page.tsx').then((m) => ({
        Component: m.ContasBancariasPage,
      })),
    ),
  'conta-bancaria': () =>
    loadPage('conta-bancaria', () =>
      import('../features/contas-bancarias/pages/conta-bancaria-page.tsx').then((m) => ({
        Component: m.ContaBancariaPage,
      })),
    ),
  moedas: () =>
    loadPage('moedas', () =>
      import('../features/moedas/pages/moedas-page.tsx').then((m) => ({ Component: m.MoedasPage })),
    ),
  busca: () =>
    loadPage('busca', () =>
      import('../features/buscas/pages/busca-page.tsx').then((m) => ({ Component: m.BuscaPage })),
    ),
  usuarios: () =>
    loadPage('usuarios', () =>
      import('../features/usuarios/pages/usuarios-page.tsx').then((m) => ({ Component: m.UsuariosPage })),
    ),
  'usuario-novo': () =>
    loadPage('usuario-novo', () =>
      import('../features/usuarios/pages/usuario-page.tsx').then((m) => ({ Component: m.NovoUsuarioPage })),
    ),
  usuario: () =>
    loadPage('usuario', () =>
      import('../features/usuarios/pages/usuario-page.tsx').then((m) => ({ Component: m.UsuarioPage })),
    ),
  cartoes: () =>
    loadPage('cartoes', () =>
      import('../features/cartoes/pages/cartoes-page.tsx').then((m) => ({
        Component: m.CartoesPage,
      })),
    ),
  logs: () =>
    loadPage('logs', () =>
      import('../features/logs/pages/logs-page.tsx').then((m) => ({ Component: m.LogsPage })),
    ),
  programas: () =>
    loadPage('programas', () =>
      import('../features/programas/pages/programas-page.tsx').then((m) => ({ Component: m.ProgramasPage })),
    ),
  'cias-aereas': () =>
    loadPage('cias-aereas', () =>
      import('../features/cias-aereas/pages/cias-aereas-page.tsx').then((m) => ({
        Component: m.CiasAereasPage,
      })),
    ),
  parametros: () =>
    loadPage('parametros', () =>
      import('../features/parametros/pages/parametros-page.tsx').then((m) => ({
        Component: m.ParametrosPage,
      })),
    ),
  'taxas-meio-pagamento': () =>
    loadPage('taxas-meio-pagamento', () =>
      import('../features/taxas-meio-pagamento/pages/taxas-meio-pagamento-page.tsx').then((m) => ({
        Component: m.TaxasMeioPagamentoPage,
      })),
    ),
  emails: () =>
    loadPage('emails', () =>
      import('../features/emails/pages/emails-page.tsx').then((m) => ({ Component: m.EmailsPage })),
    ),

  'usuario-vendas': minhaArea,
  'usuario-orcamentos': minhaArea,
  'usuario-cotacoes': minhaArea,
  'usuario-emissoes': minhaArea,
  'usuario-atividades': minhaArea,
};
