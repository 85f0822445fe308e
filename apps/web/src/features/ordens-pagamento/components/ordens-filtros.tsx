import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CAMPOS_FORMADORES } from '@skyler/domain/emissoes';
import { ORDEM_PAGAMENTO_MESSAGES, TIPOS_ORDEM_PAGAMENTO } from '@skyler/domain/ordens-pagamento';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import type { Filters, FilterValue } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useCartoes } from '../../cartoes/index.ts';
import type { FiltroOrdens } from '../api/get-ordens-pagamento.ts';
import { cartaoTexto } from '../lib/ordem-texto.ts';

export const FILTROS_TEXTOS = {
  campoFormador: 'Campo formador',
  tipo: 'Tipo',
  idVenda: 'ID da Venda',
  fornecedor: 'Fornecedor',
  cartao: 'Cartão',
  localizador: 'Localizador',
  valor: 'Valor',
  todos: 'Todos',
} as const;

/** `R$ 1.000,50` → `1000,50`: the points of thousands go when a comma marks the cents (the API reads the comma). */
export function valorDoFiltro(texto: string): string {
  const numero = texto.replace(/[^\d,.]/g, '');
  return numero.includes(',') ? numero.replace(/\./g, '') : numero;
}

/**
 * The orders' filters (part 2 §2 and §7): Campo formador, ID da Venda, Fornecedor, Cartão (every card of the
 * agency, active or not) and Localizador; the open list also filters by value.
 */
export function OrdensFiltros({
  filters,
  setFilters,
  loading,
  comValor = false,
}: {
  filters: Filters;
  setFilters: (changes: Partial<Record<FiltroOrdens, FilterValue | null>>) => void;
  loading: boolean;
  comValor?: boolean;
}) {
  const fornecedores = useFornecedoresSimples();
  const cartoes = useCartoes();
  useErrorToast(fornecedores.error, ORDEM_PAGAMENTO_MESSAGES.erroFornecedores, { withDetail: false });
  useErrorToast(cartoes.error, ORDEM_PAGAMENTO_MESSAGES.erroCartoes, { withDetail: false });
  const filtro = (key: FiltroOrdens) => String(filters[key] ?? '');
  // an id of the address that the lists do not hold still shows as chosen
  const comEscolhido = <T extends { id: number }>(lista: readonly T[], key: FiltroOrdens) =>
    filtro(key) === '' || lista.some((item) => String(item.id) === filtro(key)) ? '' : filtro(key);
  const fornecedorFora = comEscolhido(fornecedores.data ?? [], 'fornecedor');
  const cartaoFora = comEscolhido(cartoes.data ?? [], 'cartao');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={FILTROS_TEXTOS.tipo}
        value={filtro('tipo')}
        sx={{ minWidth: 200 }}
        onChange={(event) => setFilters({ tipo: event.target.value })}
      >
        <MenuItem value="">{FILTROS_TEXTOS.todos}</MenuItem>
        {TIPOS_ORDEM_PAGAMENTO.options().map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={FILTROS_TEXTOS.campoFormador}
        value={filtro('campo_formador')}
        sx={{ minWidth: 200 }}
        onChange={(event) => setFilters({ campo_formador: event.target.value })}
      >
        <MenuItem value="">{FILTROS_TEXTOS.todos}</MenuItem>
        {CAMPOS_FORMADORES.options().map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <DebouncedField
        label={FILTROS_TEXTOS.idVenda}
        value={filtro('id_venda')}
        onChange={(venda) => setFilters({ id_venda: venda.replace(/\D/g, '') })}
        loading={loading}
      />
      <TextField
        select
        size="small"
        label={FILTROS_TEXTOS.fornecedor}
        value={filtro('fornecedor')}
        sx={{ minWidth: 220 }}
        onChange={(event) => setFilters({ fornecedor: event.target.value })}
      >
        <MenuItem value="">{FILTROS_TEXTOS.todos}</MenuItem>
        {fornecedorFora ? <MenuItem value={fornecedorFora}>{`#${fornecedorFora}`}</MenuItem> : null}
        {(fornecedores.data ?? []).map((f) => (
          <MenuItem key={f.id} value={String(f.id)}>
            {f.nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={FILTROS_TEXTOS.cartao}
        value={filtro('cartao')}
        sx={{ minWidth: 240 }}
        onChange={(event) => setFilters({ cartao: event.target.value })}
      >
        <MenuItem value="">{FILTROS_TEXTOS.todos}</MenuItem>
        {cartaoFora ? <MenuItem value={cartaoFora}>{`#${cartaoFora}`}</MenuItem> : null}
        {(cartoes.data ?? []).map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {cartaoTexto(c)}
          </MenuItem>
        ))}
      </TextField>
      <DebouncedField
        label={FILTROS_TEXTOS.localizador}
        value={filtro('localizador')}
        onChange={(localizador) => setFilters({ localizador: localizador.trim() })}
        loading={loading}
      />
      {comValor ? (
        <DebouncedField
          label={FILTROS_TEXTOS.valor}
          value={filtro('valor')}
          onChange={(valor) => setFilters({ valor: valorDoFiltro(valor) })}
          loading={loading}
        />
      ) : null}
    </Stack>
  );
}
