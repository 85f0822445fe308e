import { type RestrictedRoute, restrictionOf } from '@skyler/domain/permissions';

/**
 * Who may open a route (part 2 §2 "Router guard"):
 * - `public`: nobody is checked;
 * - `login`: public, but a signed-in user is sent home;
 * - `otp`: only while the e-mailed code is awaited;
 * - `staff`: signed-in staff (restricted names also need `authorized_restricted_routes`);
 * - `cliente`: the client route group, the only one customer accounts reach (staff reach it too).
 */
export type RouteAccess = 'public' | 'login' | 'otp' | 'staff' | 'cliente';

type RouteSpec = {
  path: string;
  title: string;
  access: RouteAccess;
  /** side-menu entry highlighted while this route is open */
  menu?: string;
  /** a route that only forwards to another one */
  redirect?: string;
  /** drawn in the client's portal frame (mobile-first, no side menu) instead of the staff shell */
  layout?: 'portal';
};

/** The one table of route names, paths and access; the pages are plugged in by `app/pages.ts`. */
export const ROUTES = {
  login: { path: '/login', title: 'Login', access: 'login' },
  otp: { path: '/otp_verification', title: 'Verificação', access: 'otp' },
  'esqueci-senha': { path: '/esqueci-senha', title: 'Esqueci minha senha', access: 'login' },
  /** the invitation's and reset's link: public, so a signed-in browser can still set another login's password */
  'definir-senha': { path: '/senha/definir', title: 'Definir senha', access: 'public' },
  'termos-de-uso': { path: '/termos-de-uso', title: 'Termos de uso', access: 'public' },
  'politica-de-privacidade': {
    path: '/politica-de-privacidade',
    title: 'Política de privacidade',
    access: 'public',
  },
  'success-maxipago': { path: '/success-maxipago', title: 'Pagamento', access: 'public' },
  'fail-maxipago': { path: '/fail-maxipago', title: 'Pagamento', access: 'public' },
  'submit-maxipago': { path: '/submit-maxipago', title: 'Pagamento', access: 'public' },
  /** the proposal e-mail's signed link: public, it signs in or creates the client's account on first use */
  'portal-acesso': { path: '/portal/acesso', title: 'Sua viagem', access: 'public' },

  home: { path: '/', title: 'Dashboards', access: 'staff' },
  contatos: { path: '/contatos', title: 'Contatos', access: 'staff', menu: 'contatos' },
  cliente: { path: '/contatos/:id', title: 'Contato', access: 'staff', menu: 'contatos' },
  'contato-endereco': { path: '/contatos/:id/endereco', title: 'Contato', access: 'staff', menu: 'contatos' },
  'contato-documentos': {
    path: '/contatos/:id/documentos',
    title: 'Contato',
    access: 'staff',
    menu: 'contatos',
  },
  'contato-vendas': { path: '/contatos/:id/vendas', title: 'Contato', access: 'staff', menu: 'contatos' },
  'contato-extras': { path: '/contatos/:id/extras', title: 'Contato', access: 'staff', menu: 'contatos' },
  'contato-busca': { path: '/contatos/:id/busca', title: 'Contato', access: 'staff', menu: 'contatos' },
  'contato-cotacoes-milhas-validadas': {
    path: '/contatos/:id/milhas-validadas',
    title: 'Contato',
    access: 'staff',
    menu: 'contatos',
  },
  'contato-emissoes-beneficiario': {
    path: '/contatos/:id/emissoes',
    title: 'Contato',
    access: 'staff',
    menu: 'contatos',
  },
  'contato-contas-fidelidade': {
    path: '/contatos/:id/contas-fidelidade',
    title: 'Contato',
    access: 'staff',
    menu: 'contatos',
  },
  'contato-servicos': { path: '/contatos/:id/servicos', title: 'Contato', access: 'staff', menu: 'contatos' },
  'contato-cotacoes-pagas': {
    path: '/contatos/:id/cotacoes-pagas',
    title: 'Contato',
    access: 'staff',
    menu: 'contatos',
  },
  'contato-beneficiarios': {
    path: '/contatos/:id/beneficiarios',
    title: 'Contato',
    access: 'staff',
    menu: 'contatos',
  },
  empresas: { path: '/empresas', title: 'Empresas', access: 'staff', menu: 'empresas' },
  empresa: { path: '/empresas/:id', title: 'Empresa', access: 'staff', menu: 'empresas' },
  'empresa-relacoes': { path: '/empresas/:id/relacoes', title: 'Empresa', access: 'staff', menu: 'empresas' },
  'empresa-vendas': { path: '/empresas/:id/vendas', title: 'Empresa', access: 'staff', menu: 'empresas' },
  'empresa-busca': { path: '/empresas/:id/busca', title: 'Empresa', access: 'staff', menu: 'empresas' },
  'empresa-servicos': { path: '/empresas/:id/servicos', title: 'Empresa', access: 'staff', menu: 'empresas' },
  'empresa-cotacoes-pagas': {
    path: '/empresas/:id/cotacoes-pagas',
    title: 'Empresa',
    access: 'staff',
    menu: 'empresas',
  },
  'empresa-beneficiarios': {
    path: '/empresas/:id/beneficiarios',
    title: 'Empresa',
    access: 'staff',
    menu: 'empresas',
  },
  vendas: { path: '/vendas', title: 'Vendas', access: 'staff', menu: 'vendas' },
  'venda-info': { path: '/vendas/:id/info', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-orcamentos': { path: '/vendas/:id/orcamentos', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-cotacoes': { path: '/vendas/:id/cotacoes', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-carrinho': { path: '/vendas/:id/carrinho', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-servicos': { path: '/vendas/:id/servicos', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-pagamentos': { path: '/vendas/:id/pagamentos', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-emissoes': { path: '/vendas/:id/emissoes', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-notificacoes': { path: '/vendas/:id/notificacoes', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-racs': { path: '/vendas/:id/racs', title: 'Venda', access: 'staff', menu: 'vendas' },
  'venda-cliente': { path: '/vendas/:id/cliente', title: 'Venda', access: 'staff', menu: 'vendas' },
  orcamentos: { path: '/orcamentos', title: 'Orçamentos', access: 'staff', menu: 'orcamentos' },
  orcamento: { path: '/orcamento/:id', title: 'Orçamento', access: 'staff', menu: 'orcamentos' },
  'busca-moblix': { path: '/busca-moblix/:id', title: 'Busca Moblix', access: 'staff', menu: 'orcamentos' },
  busca: { path: '/buscas/:id', title: 'Busca', access: 'staff', menu: 'contatos' },
  servicos: { path: '/servicos', title: 'Serviços', access: 'staff', menu: 'servicos' },
  pagamentos: { path: '/pagamentos', title: 'Pagamentos', access: 'staff' },
  emissoes: { path: '/emissoes', title: 'Emissões', access: 'staff', menu: 'emissoes' },
  cartoes: { path: '/cartoes', title: 'Cartões da agência', access: 'staff', menu: 'cartoes' },
  emissao: { path: '/emissoes/:id', title: 'Detalhes da Emissão', access: 'staff', menu: 'emissoes' },
  fornecedores: {
    path: '/fornecedores',
    title: 'Base de Fornecedores',
    access: 'staff',
    menu: 'fornecedores',
  },
  rac: { path: '/rac', title: 'RAC', access: 'staff', redirect: 'rac-aberta' },
  'rac-aberta': { path: '/racs/aberta', title: 'RAC', access: 'staff', menu: 'rac-aberta' },
  'rac-em-processo': { path: '/racs/em-processo', title: 'RAC', access: 'staff', menu: 'rac-aberta' },
  'rac-finalizada': { path: '/racs/finalizada', title: 'RAC', access: 'staff', menu: 'rac-aberta' },
  comissao: { path: '/comissao', title: 'Comissão', access: 'staff', menu: 'comissao' },
  'pagamentos-abertos': {
    path: '/pagamentos-abertos',
    title: 'Pagamentos em Aberto',
    access: 'staff',
    menu: 'pagamentos-abertos',
  },
  'ordem-pagamento': {
    path: '/ordem-pagamento',
    title: 'Contas a Pagar',
    access: 'staff',
    redirect: 'ordem-pagamento-abertos',
  },
  'ordem-pagamento-abertos': {
    path: '/ordem-pagamento/abertos',
    title: 'Contas a Pagar',
    access: 'staff',
    menu: 'ordem-pagamento-abertos',
  },
  'ordem-pagamento-pagos': {
    path: '/ordem-pagamento/pagos',
    title: 'Contas a Pagar',
    access: 'staff',
    menu: 'ordem-pagamento-abertos',
  },
  milhas: { path: '/milhas', title: 'Milhas', access: 'staff', menu: 'milhas' },
  'painel-autorizacao': {
    path: '/painel-autorizacao',
    title: 'Autorizações de Milhas',
    access: 'staff',
    menu: 'painel-autorizacao',
  },
  'painel-pagamentos': {
    path: '/painel-pagamentos',
    title: 'Autorizações de Pagamentos',
    access: 'staff',
    menu: 'painel-pagamentos',
  },
  notificacoes: { path: '/notificacoes', title: 'Notificações', access: 'staff', menu: 'notificacoes' },
  /** every staff user's own choices, with or without the Notificações screen */
  'notificacoes-preferencias': {
    path: '/preferencias-notificacao',
    title: 'Preferências de notificação',
    access: 'staff',
  },
  'milhas-proprias': {
    path: '/milhas-proprias',
    title: 'Milhas Próprias',
    access: 'staff',
    menu: 'milhas-proprias',
  },
  'pega-vendas': { path: '/pega-vendas', title: 'Pega Vendas', access: 'staff', menu: 'pega-vendas' },
  exportar: { path: '/exportar', title: 'Exportar', access: 'staff', menu: 'exportar' },
  conciliacao: { path: '/conciliacao', title: 'Conciliação', access: 'staff', menu: 'conciliacao' },
  nfse: { path: '/nfse', title: 'Notas fiscais', access: 'staff', menu: 'nfse' },
  dre: { path: '/financeiro/dre', title: 'DRE', access: 'staff', menu: 'dre' },
  moedas: { path: '/moedas', title: 'Moedas e câmbio', access: 'staff', menu: 'moedas' },
  'contas-bancarias': {
    path: '/contas-bancarias',
    title: 'Contas bancárias',
    access: 'staff',
    menu: 'contas-bancarias',
  },
  'conta-bancaria': {
    path: '/contas-bancarias/:id',
    title: 'Conta bancária',
    access: 'staff',
    menu: 'contas-bancarias',
  },
  logs: { path: '/logs', title: 'Logs', access: 'staff' },
  usuarios: { path: '/usuarios', title: 'Usuários', access: 'staff', menu: 'usuarios' },
  'usuario-novo': { path: '/usuarios/novo', title: 'Novo usuário', access: 'staff', menu: 'usuarios' },
  usuario: { path: '/usuarios/:id', title: 'Usuário', access: 'staff', menu: 'usuarios' },
  programas: { path: '/programas', title: 'Programas de fidelidade', access: 'staff' },
  'cias-aereas': { path: '/cias-aereas', title: 'Companhias aéreas', access: 'staff' },
  parametros: { path: '/parametros', title: 'Parâmetros da agência', access: 'staff' },
  'taxas-meio-pagamento': {
    path: '/taxas-meio-pagamento',
    title: 'Taxas dos meios de pagamento',
    access: 'staff',
  },
  'configuracoes-fiscais': {
    path: '/configuracoes/fiscal',
    title: 'Configurações fiscais',
    access: 'staff',
  },
  emails: { path: '/emails', title: 'E-mails', access: 'staff', menu: 'emails' },

  /** the client's portal: client accounts only (staff are sent home) */
  portal: { path: '/portal', title: 'Minhas viagens', access: 'cliente', layout: 'portal' },
  'portal-venda': { path: '/portal/vendas/:id', title: 'Minha viagem', access: 'cliente', layout: 'portal' },

  /** every signed-in user, staff or customer (the `cliente` group admits both) */
  'minha-conta': { path: '/minha-conta', title: 'Minha conta', access: 'cliente' },
  'usuario-vendas': { path: '/minha-area', title: 'Minhas Vendas', access: 'cliente', menu: 'minha-area' },
  'usuario-orcamentos': {
    path: '/minha-area/orcamentos',
    title: 'Meus orçamentos',
    access: 'cliente',
    menu: 'minha-area',
  },
  'usuario-cotacoes': {
    path: '/minha-area/cotacoes',
    title: 'Minhas cotações',
    access: 'cliente',
    menu: 'minha-area',
  },
  'usuario-emissoes': {
    path: '/minha-area/emissoes',
    title: 'Minhas emissões',
    access: 'cliente',
    menu: 'minha-area',
  },
  'usuario-atividades': {
    path: '/minha-area/atividades',
    title: 'Minhas atividades',
    access: 'cliente',
    menu: 'minha-area',
  },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

export type RouteEntry = RouteSpec & {
  name: RouteName;
  /** the restricted route name a user needs to open it (part 1 §6), or null */
  restricted: RestrictedRoute | null;
};

export const ROUTE_LIST: readonly RouteEntry[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  ...(ROUTES[name] as RouteSpec),
  name,
  restricted: restrictionOf(name),
}));

export function routeEntry(name: RouteName): RouteEntry {
  const entry = ROUTE_LIST.find((route) => route.name === name);
  if (!entry) throw new Error(`Rota desconhecida: ${name}`);
  return entry;
}

type PathParams = Record<string, string | number>;

/** `pathTo('venda-info', { id: 12 })` → `/vendas/12/info` */
export function pathTo(name: RouteName, params: PathParams = {}): string {
  return ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Parâmetro "${key}" ausente para a rota ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Route names of the `/minha-area` tabs, in display order. */
export const MINHA_AREA_TABS = [
  'usuario-vendas',
  'usuario-orcamentos',
  'usuario-cotacoes',
  'usuario-emissoes',
  'usuario-atividades',
] as const satisfies readonly RouteName[];
