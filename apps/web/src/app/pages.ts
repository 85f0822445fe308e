import type { ROUTES, RouteName } from '../config/routes.ts';
import { loadPage, type PageModule } from './lazy-page.ts';

type RedirectRouteName = {
  [K in RouteName]: (typeof ROUTES)[K] extends { redirect: string } ? K : never;
}[RouteName];

export type PageRouteName = Exclude<RouteName, RedirectRouteName>;
export type PageLoader = () => Promise<PageModule>;

const underConstruction: PageLoader = () =>
  loadPage('em-construcao', () =>
    import('./under-construction-page.tsx').then((m) => ({ Component: m.UnderConstructionPage })),
  );

const minhaArea: PageLoader = () =>
  loadPage('minha-area', () =>
    import('../features/minha-area/pages/minha-area-page.tsx').then((m) => ({ Component: m.MinhaAreaPage })),
  );

/**
 * The page each route shows, each in its own chunk. An area plugs its page in here
 * (replacing `underConstruction`); the compiler refuses a route without a page.
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

  home: () =>
    loadPage('home', () =>
      import('../features/home/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    ),
  contatos: underConstruction,
  cliente: underConstruction,
  empresas: underConstruction,
  empresa: underConstruction,
  vendas: underConstruction,
  'venda-info': underConstruction,
  'venda-orcamentos': underConstruction,
  'venda-cotacoes': underConstruction,
  'venda-carrinho': underConstruction,
  'venda-servicos': underConstruction,
  'venda-pagamentos': underConstruction,
  'venda-emissoes': underConstruction,
  'venda-notificacoes': underConstruction,
  'venda-racs': underConstruction,
  orcamentos: underConstruction,
  orcamento: underConstruction,
  'busca-moblix': underConstruction,
  servicos: underConstruction,
  pagamentos: underConstruction,
  emissoes: underConstruction,
  emissao: underConstruction,
  fornecedores: underConstruction,
  'rac-aberta': underConstruction,
  'rac-em-processo': underConstruction,
  'rac-finalizada': underConstruction,
  comissao: underConstruction,
  'pagamentos-abertos': underConstruction,
  'ordem-pagamento-abertos': underConstruction,
  'ordem-pagamento-pagos': underConstruction,
  milhas: underConstruction,
  'painel-autorizacao': underConstruction,
  'painel-pagamentos': underConstruction,
  notificacoes: underConstruction,
  'milhas-proprias': underConstruction,
  'pega-vendas': underConstruction,
  exportar: underConstruction,
  logs: underConstruction,

  'usuario-vendas': minhaArea,
  'usuario-orcamentos': minhaArea,
  'usuario-cotacoes': minhaArea,
  'usuario-emissoes': minhaArea,
  'usuario-atividades': minhaArea,
};
