/** Route names that need to be listed in a user's `authorized_restricted_routes` (part 1 §6). */
export const RESTRICTED_ROUTES = [
  'comissao',
  'pagamentos-abertos',
  'ordem-pagamento-abertos',
  'milhas',
  'painel-autorizacao',
  'painel-pagamentos',
  'notificacoes',
  'milhas-proprias',
  'pega-vendas',
] as const;
export type RestrictedRoute = (typeof RESTRICTED_ROUTES)[number];

/** Departments a user may belong to (`pertencente`). */
export const DEPARTAMENTOS = ['financeiro', 'milhas', 'comissao', 'emissao', 'vendas_1', 'vendas_2'] as const;
export type Departamento = (typeof DEPARTAMENTOS)[number];

export type AccessSubject = {
  is_staff: boolean;
  is_superuser?: boolean | undefined;
  cliente: boolean;
  pertencente: readonly string[];
  authorized_restricted_routes: readonly string[];
};

export function isRestrictedRoute(name: string): name is RestrictedRoute {
  return (RESTRICTED_ROUTES as readonly string[]).includes(name);
}

/**
 * Routes that are not in the restricted list but open a restricted area, and the name they need
 * (part 2 §2: /ordem-pagamento/ has the children abertos and pagos).
 */
const RESTRICTED_AREA_ROUTES: Readonly<Record<string, RestrictedRoute>> = {
  'ordem-pagamento': 'ordem-pagamento-abertos',
  'ordem-pagamento-pagos': 'ordem-pagamento-abertos',
};

/** The restricted route name a user needs to open the route `name`, or null for an open route. */
export function restrictionOf(name: string): RestrictedRoute | null {
  if (isRestrictedRoute(name)) return name;
  return RESTRICTED_AREA_ROUTES[name] ?? null;
}

export function canReachRestrictedRoute(user: AccessSubject, route: RestrictedRoute): boolean {
  return !user.cliente && user.authorized_restricted_routes.includes(route);
}

export function belongsTo(user: AccessSubject, departamento: Departamento): boolean {
  return user.pertencente.includes(departamento);
}

/** Who runs the reconciliation (decision 0038): administrators and the financeiro department. */
export function podeConciliar(user: Pick<AccessSubject, 'is_superuser' | 'pertencente'>): boolean {
  return user.is_superuser === true || user.pertencente.includes('financeiro');
}

/** Administrators (`is_superuser`): the administration area and what only they may do. */
export function ehAdministrador(user: Pick<AccessSubject, 'is_superuser'>): boolean {
  return user.is_superuser === true;
}

/** Who keeps the currencies' exchange rates (decision 0041): administrators and the financeiro department. */
export function podeAlterarCambio(user: Pick<AccessSubject, 'is_superuser' | 'pertencente'>): boolean {
  return user.is_superuser === true || user.pertencente.includes('financeiro');
}

/**
 * Who uses the export page (decision 0083): staff accounts, never a customer's; the server declares the same
 * rule (`access.staff`) on every dataset open to staff, and the miles datasets add their screens' routes.
 */
export function podeUsarExportar(user: Pick<AccessSubject, 'is_staff' | 'cliente'>): boolean {
  return user.is_staff && !user.cliente;
}

export type MenuItem = {
  label: string;
  /** the heading the item is listed under, after the items without one (e.g. "Administração") */
  grupo?: string;
  route: string;
  path: string;
  restricted?: RestrictedRoute;
  /** shown only to the users this rule allows (an area kept for a department) */
  allows?: (user: AccessSubject) => boolean;
};

/** The "Administração" group: administrators only. */
const ADMINISTRACAO = { grupo: 'Administração', allows: ehAdministrador } as const;

/** Side menu: always-shown items first, then the restricted ones (part 1 §2). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Contatos', route: 'contatos', path: '/contatos' },
  { label: 'Empresas', route: 'empresas', path: '/empresas' },
  { label: 'Vendas', route: 'vendas', path: '/vendas' },
  { label: 'Orçamentos', route: 'orcamentos', path: '/orcamentos' },
  { label: 'Serviços', route: 'servicos', path: '/servicos' },
  { label: 'Emissões', route: 'emissoes', path: '/emissoes' },
  { label: 'Base de Fornecedores', route: 'fornecedores', path: '/fornecedores' },
  { label: 'RAC', route: 'rac-aberta', path: '/racs/aberta' },
  { label: 'Cartões da agência', route: 'cartoes', path: '/cartoes' },
  { label: 'Comissão', route: 'comissao', path: '/comissao', restricted: 'comissao' },
  {
    label: 'Contas a Receber',
    route: 'pagamentos-abertos',
    path: '/pagamentos-abertos',
    restricted: 'pagamentos-abertos',
  },
  {
    label: 'Contas a Pagar',
    route: 'ordem-pagamento-abertos',
    path: '/ordem-pagamento/abertos',
    restricted: 'ordem-pagamento-abertos',
  },
  { label: 'Milhas', route: 'milhas', path: '/milhas', restricted: 'milhas' },
  {
    label: 'Autorizações de Milhas',
    route: 'painel-autorizacao',
    path: '/painel-autorizacao',
    restricted: 'painel-autorizacao',
  },
  {
    label: 'Autorizações de Pagamentos',
    route: 'painel-pagamentos',
    path: '/painel-pagamentos',
    restricted: 'painel-pagamentos',
  },
  { label: 'Notificações', route: 'notificacoes', path: '/notificacoes', restricted: 'notificacoes' },
  {
    label: 'Milhas Próprias',
    route: 'milhas-proprias',
    path: '/milhas-proprias',
    restricted: 'milhas-proprias',
  },
  { label: 'Pega Vendas', route: 'pega-vendas', path: '/pega-vendas', restricted: 'pega-vendas' },
  { label: 'Conciliação', route: 'conciliacao', path: '/conciliacao', allows: podeConciliar },
  // the same people as podeGerirContasBancarias (decision 0085), without loading the statements' rules here
  { label: 'Contas bancárias', route: 'contas-bancarias', path: '/contas-bancarias', allows: podeConciliar },
  // the same people as podeVerFiscal (decision 0091)
  { label: 'DRE', grupo: 'Financeiro', route: 'dre', path: '/financeiro/dre', allows: podeConciliar },
  // the same people as podeCuidarNfse (administrators and finance)
  { label: 'Notas fiscais', grupo: 'Financeiro', route: 'nfse', path: '/nfse', allows: podeConciliar },
  { label: 'Moedas', route: 'moedas', path: '/moedas', allows: podeAlterarCambio },
  { label: 'Exportar', route: 'exportar', path: '/exportar', allows: podeUsarExportar },
  { label: 'Usuários', route: 'usuarios', path: '/usuarios', ...ADMINISTRACAO },
  { label: 'Programas de fidelidade', route: 'programas', path: '/programas', ...ADMINISTRACAO },
  { label: 'Companhias aéreas', route: 'cias-aereas', path: '/cias-aereas', ...ADMINISTRACAO },
  { label: 'Parâmetros da agência', route: 'parametros', path: '/parametros', ...ADMINISTRACAO },
  {
    label: 'Taxas dos meios de pagamento',
    route: 'taxas-meio-pagamento',
    path: '/taxas-meio-pagamento',
    ...ADMINISTRACAO,
  },
  {
    label: 'Configurações fiscais',
    route: 'configuracoes-fiscais',
    path: '/configuracoes/fiscal',
    ...ADMINISTRACAO,
  },
  { label: 'E-mails', route: 'emails', path: '/emails', ...ADMINISTRACAO },
];

export function menuFor(user: AccessSubject): MenuItem[] {
  return MENU_ITEMS.filter(
    (item) =>
      (!item.restricted || canReachRestrictedRoute(user, item.restricted)) &&
      (!item.allows || (!user.cliente && item.allows(user))),
  );
}
