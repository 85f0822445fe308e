/** The issuance lists (Emissões, Minhas emissões): `?page&filters` answered with `{emissoes, pages}`. */
export const EMISSOES_PATH = '/api/emissoes/detailed/';
