import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { codigoDoLocal } from '@skyler/domain/moblix';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../lib/toast.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** an airport of GET /api/locais/aeroportos/ */
export type Aeroporto = {
  id: number;
  iata: string;
  nome: string;
  cidade_nome: string | null;
  estado_sigla: string | null;
  pais_nome: string | null;
};

/** the API searches from two letters on */
export const AEROPORTO_BUSCA_MIN = 2;
export const AEROPORTOS_ERRO = 'Erro ao carregar aeroportos';
/** typed text that names no airport of the list: kept in the field with this error until corrected */
export const AEROPORTO_FORA_DA_LISTA = 'Selecione um aeroporto da lista';
/** short enough to follow typing, long enough not to ask for every letter */
const BUSCA_DEBOUNCE_MS = 400;

export function getAeroportosQueryOptions(busca: string) {
  return queryOptions({
    queryKey: ['referencia', 'aeroportos', busca] as const,
    queryFn: ({ signal }) => api.get<Aeroporto[]>('/api/locais/aeroportos/', { query: { q: busca }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** how a request names an airport: "São Paulo (GRU)", read back by `codigoDoLocal` */
export const localDoAeroporto = (a: Pick<Aeroporto, 'iata' | 'cidade_nome'>) =>
  a.cidade_nome ? `${a.cidade_nome} (${a.iata})` : a.iata;

/**
 * What the form stores: `iata` the bare code ("GRU", a quote's leg), `local` the city and code
 * ("São Paulo (GRU)", a quote request).
 */
export type FormatoAeroporto = 'iata' | 'local';

const valorDe = (a: Aeroporto, formato: FormatoAeroporto) =>
  formato === 'iata' ? a.iata : localDoAeroporto(a);

const semAcentos = (texto: string) =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The airport's own name without the words every airport has: "Humberto Delgado Airport (Lisbon Portela
 * Airport)" → "Humberto Delgado".
 */
export function nomeCurtoDoAeroporto(nome: string): string {
  const curto = nome
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(aeroporto|aeropuerto|a[ée]roport)( internacional| international)?( de| do| da| del)?\s+/i, '')
    .replace(/\s*\b(international|intercontinental|regional)?\s*(airport|airpark|airfield)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return curto || nome;
}

/** "Lisboa, Portugal — LIS, Humberto Delgado" (a Brazilian city with its state: "São Paulo/SP, Brasil") */
export function rotuloDoAeroporto(a: Aeroporto): string {
  const cidade = a.cidade_nome ? `${a.cidade_nome}${a.estado_sigla ? `/${a.estado_sigla}` : ''}` : null;
  const onde = [cidade, a.pais_nome].filter(Boolean).join(', ');
  const qual = `${a.iata}, ${nomeCurtoDoAeroporto(a.nome)}`;
  return onde ? `${onde} — ${qual}` : qual;
}

/**
 * The airport the typed text names without doubt: its code as codes are written (all capitals, or all
 * small letters: "LIS", "gru"; "Lis" is the start of a city) or its whole city without accents; the
 * best-ranked such suggestion. Anything else names none: nothing is chosen for the user.
 */
export function escolhaDoTexto(texto: string, lista: readonly Aeroporto[]): Aeroporto | null {
  const digitado = texto.trim();
  const eCodigo = digitado === digitado.toUpperCase() || digitado === digitado.toLowerCase();
  const codigo = digitado.toUpperCase();
  const cidade = semAcentos(digitado);
  return (
    lista.find(
      (a) =>
        (eCodigo && a.iata === codigo) || (a.cidade_nome !== null && semAcentos(a.cidade_nome) === cidade),
    ) ?? null
  );
}

type AeroportoFieldProps = {
  label: string;
  /** the stored airport (see `formato`), '' when none */
  value: string;
  onChange: (valor: string) => void;
  formato: FormatoAeroporto;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * The one airport picker of the app (requests, quote legs): searches GET /api/locais/aeroportos/ by IATA
 * code, airport name, city or country in Portuguese or English (accent-insensitive), lists the airports of a
 * city by traffic, and stores the airport as the form expects. Enter or a click takes an option; leaving the
 * field (Tab, a click elsewhere) takes one only when the text is its exact code or city (`escolhaDoTexto`).
 * Other typed text stays in the field with `AEROPORTO_FORA_DA_LISTA` and the form value empty.
 */
export function AeroportoField({
  label,
  value,
  onChange,
  formato,
  onBlur,
  required,
  disabled,
  error,
  helperText,
  size,
  inputRef,
}: AeroportoFieldProps) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [texto, setTexto] = useState(value);
  const [foraDaLista, setForaDaLista] = useState(false);
  // the value this field last showed: another value (a reset, a copied leg) replaces the text
  const [valorExibido, setValorExibido] = useState(value);
  if (valorExibido !== value) {
    setValorExibido(value);
    if (value !== '' || codigoDoLocal(texto) === codigoDoLocal(valorExibido)) {
      setTexto(value);
      setForaDaLista(false);
    }
  }
  const textoAtual = useRef(texto);
  textoAtual.current = texto;

  const pendente = texto.trim() !== '' && texto !== value;
  const busca = useDebouncedValue(pendente ? texto.trim() : '', BUSCA_DEBOUNCE_MS);
  const aeroportos = useQuery({
    ...getAeroportosQueryOptions(busca),
    enabled: busca.length >= AEROPORTO_BUSCA_MIN,
  });

  useEffect(() => {
    if (aeroportos.error)
      enqueueSnackbar(`${AEROPORTOS_ERRO}: ${errorMessage(aeroportos.error, 'erro desconhecido')}`, {
        variant: 'error',
      });
  }, [aeroportos.error, enqueueSnackbar]);

  const escolher = (aeroporto: Aeroporto) => {
    const valor = valorDe(aeroporto, formato);
    setTexto(valor);
    setValorExibido(valor);
    setForaDaLista(false);
    onChange(valor);
  };

  /** the text left in the field: the airport it names, else the error beside it */
  const resolver = async (digitado: string) => {
    const termo = digitado.trim();
    if (termo === '' || digitado === value) return;
    let lista: readonly Aeroporto[] = [];
    if (termo.length >= AEROPORTO_BUSCA_MIN) {
      try {
        lista = await queryClient.fetchQuery(getAeroportosQueryOptions(termo));
      } catch {
        // the query's error is already shown in a toast
      }
    }
    if (textoAtual.current !== digitado) return; // typed on meanwhile
    const aeroporto = escolhaDoTexto(termo, lista);
    if (aeroporto) escolher(aeroporto);
    else setForaDaLista(true);
  };

  const erroLocal = foraDaLista && pendente;
  const buscando = pendente && texto.trim().length >= AEROPORTO_BUSCA_MIN;
  const emDia = busca === texto.trim();
  return (
    // the field keeps its own text: MUI holds no value, so it never rewrites or clears what was typed
    <Autocomplete<Aeroporto>
      fullWidth
      autoHighlight
      clearOnBlur={false}
      size={size}
      disabled={disabled}
      options={buscando && emDia ? (aeroportos.data ?? []) : []}
      value={null}
      inputValue={texto}
      onInputChange={(_event, novo, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setTexto(novo);
        if (novo.trim() === '') setForaDaLista(false);
        // the form holds no airport while the text names none
        if (value !== '') {
          setValorExibido('');
          onChange('');
        }
      }}
      onChange={(_event, escolha) => {
        if (escolha) escolher(escolha);
      }}
      onBlur={() => {
        void resolver(texto);
        onBlur?.();
      }}
      filterOptions={(lista) => lista}
      getOptionLabel={(opcao) => valorDe(opcao, formato)}
      loading={buscando && (!emDia || aeroportos.isFetching)}
      loadingText="Carregando..."
      noOptionsText={!buscando ? 'Digite o código, a cidade ou o nome' : 'Nenhum aeroporto encontrado'}
      renderOption={({ key, ...props }, a) => (
        <Box component="li" key={key} {...props}>
          {rotuloDoAeroporto(a)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={erroLocal || error}
          helperText={erroLocal ? AEROPORTO_FORA_DA_LISTA : helperText}
        />
      )}
    />
  );
}
