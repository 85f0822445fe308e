import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ContatoRef } from '@skyler/domain/contatos';
import {
  MILHAS_VALIDADAS_FILTRO_DEBOUNCE_MS,
  MILHAS_VALIDADAS_MESSAGES,
  MILHAS_VALIDADAS_PAGE_LINKS,
  type MilhaValidada,
  podeVerContasMilhas,
} from '@skyler/domain/milhas-validadas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCiasAereas } from '../../../api/get-cias-aereas.ts';
import { useContatoRef } from '../../../api/get-contato-ref.ts';
import { getProvedoresSimplesQueryOptions } from '../../../api/get-listas-simples.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import {
  FiltroSelect,
  type OpcaoFiltro,
  opcoesPorNome,
} from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { DataFiltroField } from '../../../components/fields/data-filtro-field.tsx';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { MILHAS_VALIDADAS_AREA } from '../api/milhas-validadas-keys.ts';
import { colunasMilhasValidadas } from './milhas-validadas-colunas.tsx';

export const MILHAS_VALIDADAS_PATH = '/api/milhas-validadas/';

export const FILTROS_MILHAS_VALIDADAS = [
  'provedor_milhas',
  'cia_aerea',
  'conta_propria',
  'titular_conta_propria',
  'id_venda',
  'passageiro',
  'data_inicio',
  'data_fim',
] as const;
type Filtro = (typeof FILTROS_MILHAS_VALIDADAS)[number];

export const LISTA_TEXTS = {
  titulo: 'Compras milhas/wallet validadas',
  provedor: 'Provedor',
  cia: 'Cia aérea',
  contaPropria: 'Conta própria',
  titular: 'Titular conta própria',
  venda: 'ID da venda',
  passageiro: 'Passageiro',
  dataInicio: 'Data início',
  dataFim: 'Data fim',
  todos: 'Todos',
  sim: 'Sim',
  nao: 'Não',
} as const;

const SO_DIGITOS = (texto: string) => texto.replace(/\D/g, '');

/**
 * 'Compras milhas/wallet validadas' (part 2 §2, §7, §9): 10 per page with 7 links, newest first, filtered by
 * provider, airline, own account, its holder, sale, passenger and dates; the filters wait 1 s, live in the
 * URL and go back to page 1.
 */
export function MilhasValidadasLista() {
  const user = useCurrentUser();
  const list = usePagedQuery<MilhaValidada, 'milhas-validadas'>({
    area: MILHAS_VALIDADAS_AREA,
    path: MILHAS_VALIDADAS_PATH,
    listKey: 'milhas-validadas',
    filterKeys: FILTROS_MILHAS_VALIDADAS,
  });
  const provedores = (useQuery(getProvedoresSimplesQueryOptions('milhas')).data ?? []).filter(
    (p) => p.tipo_servico === 'milhas',
  );
  const cias = useCiasAereas().data ?? [];
  const filtro = (key: Filtro) => String(list.filters[key] ?? '');

  const passageiroId = filtro('passageiro') === '' ? null : Number(filtro('passageiro'));
  const [escolhido, setEscolhido] = useState<ContatoRef | null>(null);
  const doFiltro = useContatoRef(
    passageiroId !== null && escolhido?.id !== passageiroId ? passageiroId : null,
  );
  const passageiro =
    passageiroId === null
      ? null
      : escolhido?.id === passageiroId
        ? escolhido
        : (doFiltro.data ?? { id: passageiroId, nome: `#${passageiroId}`, sobrenome: '' });

  const selecao = (key: Filtro, label: string, opcoes: OpcaoFiltro[], minWidth = 180) => (
    <FiltroSelect
      lista={list}
      nome={key}
      label={label}
      opcoes={opcoes}
      minWidth={minWidth}
      todos={LISTA_TEXTS.todos}
    />
  );
  const texto = (key: Filtro, label: string, normalizar: (t: string) => string = (t) => t.trim()) => (
    <DebouncedField
      label={label}
      value={filtro(key)}
      loading={list.isLoading && filtro(key) !== ''}
      onChange={(valor) => list.setFilters({ [key]: normalizar(valor) })}
    />
  );
  const data = (key: Filtro, label: string) => (
    <DataFiltroField
      label={label}
      value={filtro(key)}
      atrasoMs={MILHAS_VALIDADAS_FILTRO_DEBOUNCE_MS}
      onChange={(valor) => list.setFilters({ [key]: valor })}
    />
  );

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {selecao('provedor_milhas', LISTA_TEXTS.provedor, opcoesPorNome(provedores))}
        {selecao('cia_aerea', LISTA_TEXTS.cia, opcoesPorNome(cias))}
        {selecao(
          'conta_propria',
          LISTA_TEXTS.contaPropria,
          [
            { value: 'true', label: LISTA_TEXTS.sim },
            { value: 'false', label: LISTA_TEXTS.nao },
          ],
          150,
        )}
        {texto('titular_conta_propria', LISTA_TEXTS.titular)}
        {texto('id_venda', LISTA_TEXTS.venda, SO_DIGITOS)}
        <Box sx={{ minWidth: 240 }}>
          <ContatoAutocomplete
            label={LISTA_TEXTS.passageiro}
            value={passageiro}
            size="small"
            onChange={(novo) => {
              setEscolhido(novo);
              list.setFilters({ passageiro: novo ? String(novo.id) : null });
            }}
          />
        </Box>
        {data('data_inicio', LISTA_TEXTS.dataInicio)}
        {data('data_fim', LISTA_TEXTS.dataFim)}
      </Stack>
      <DataTable
        aria-label={LISTA_TEXTS.titulo}
        columns={colunasMilhasValidadas({ contas: podeVerContasMilhas(user) })}
        lista={list}
        visiblePages={MILHAS_VALIDADAS_PAGE_LINKS}
        emptyText={MILHAS_VALIDADAS_MESSAGES.naoEncontradas}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
    </>
  );
}
