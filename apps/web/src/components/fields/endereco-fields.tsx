import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { normalizarBusca } from '@skyler/domain/busca';
import { DIGITS } from '@skyler/domain/masks';
import { ENDERECO_MESSAGES } from '@skyler/domain/validacao';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/api-error.ts';
import { FormTextField } from '../forms/form-text-field.tsx';
import { CepField } from './cep-field.tsx';
import { getEnderecoDoCep, useCidades, useEstados } from './locais.ts';

/** The address every record keeps (part 2 §3: cep, logradouro, numero, complemento, bairro, pais, estado, cidade). */
type EnderecoForm = {
  endereco: {
    cep: string;
    estado: string;
    cidade: string;
    bairro: string;
    logradouro: string;
    numero: string;
    complemento: string;
    pais: string;
  };
};

const GRADE = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

const CEP_NAO_ENCONTRADO = 'CEP não encontrado.';
const opcoes = { shouldDirty: true, shouldValidate: true } as const;

/** State: one of the API's states by its abbreviation; a stored value outside the list is still offered. */
function EstadoField() {
  const { control, setValue } = useFormContext<EnderecoForm>();
  const estados = useEstados().data ?? [];
  return (
    <Controller
      name="endereco.estado"
      control={control}
      render={({ field, fieldState }) => {
        const valor = field.value ?? '';
        const conhecido = valor === '' || estados.some((e) => e.sigla === valor);
        return (
          <TextField
            select
            label="Estado"
            name={field.name}
            value={valor}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              if (event.target.value === valor) return;
              field.onChange(event.target.value);
              // a city belongs to its state
              setValue('endereco.cidade', '', opcoes);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            <MenuItem value="">
              <em>Nenhum</em>
            </MenuItem>
            {conhecido ? null : <MenuItem value={valor}>{valor}</MenuItem>}
            {estados.map((estado) => (
              <MenuItem key={estado.sigla} value={estado.sigla}>
                {`${estado.sigla} - ${estado.nome}`}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/**
 * City: an autocomplete of the chosen state's municipalities. Text that names none is not kept: the field is
 * emptied and says so; a stored city outside the list is still shown.
 */
function CidadeField() {
  const { control } = useFormContext<EnderecoForm>();
  const uf = useWatch({ control, name: 'endereco.estado' }) || null;
  const cidades = useCidades(uf);
  const nomes = (cidades.data ?? []).map((c) => c.nome);
  return (
    <Controller
      name="endereco.cidade"
      control={control}
      render={({ field, fieldState }) => (
        <CidadeAutocomplete
          uf={uf}
          nomes={nomes}
          carregando={cidades.isFetching}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          erroDoForm={fieldState.error?.message}
        />
      )}
    />
  );
}

function CidadeAutocomplete({
  uf,
  nomes,
  carregando,
  value,
  onChange,
  onBlur,
  erroDoForm,
}: {
  uf: string | null;
  nomes: string[];
  carregando: boolean;
  value: string;
  onChange: (cidade: string) => void;
  onBlur: () => void;
  erroDoForm: string | undefined;
}) {
  const [texto, setTexto] = useState(value);
  const [erro, setErro] = useState<string | null>(null);
  // the CEP lookup and a change of state set the value from outside
  useEffect(() => setTexto(value), [value]);
  const opcoesDeCidade = value && !nomes.includes(value) ? [value, ...nomes] : nomes;

  const confirmar = () => {
    onBlur();
    const digitado = texto.trim();
    if (digitado === value) return;
    if (!digitado) {
      onChange('');
      return;
    }
    const chave = normalizarBusca(digitado);
    const cidade = nomes.find((nome) => normalizarBusca(nome) === chave);
    if (cidade) {
      onChange(cidade);
      setTexto(cidade);
      return;
    }
    if (carregando) return;
    onChange('');
    setTexto('');
    setErro(ENDERECO_MESSAGES.cidadeForaDaLista(uf ?? ''));
  };

  return (
    <Autocomplete
      options={opcoesDeCidade}
      value={value || null}
      inputValue={texto}
      onInputChange={(_event, novo, motivo) => {
        if (motivo === 'reset' && novo === '' && value) return;
        setTexto(novo);
        if (motivo === 'input') setErro(null);
      }}
      onChange={(_event, cidade) => {
        setErro(null);
        onChange(cidade ?? '');
      }}
      onBlur={confirmar}
      clearOnBlur={false}
      autoHighlight
      disabled={!uf}
      loading={carregando}
      noOptionsText={uf ? ENDERECO_MESSAGES.cidadeForaDaLista(uf) : ENDERECO_MESSAGES.escolhaEstado}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Cidade"
          error={Boolean(erro ?? erroDoForm)}
          helperText={erro ?? erroDoForm ?? (uf ? undefined : ENDERECO_MESSAGES.escolhaEstado)}
        />
      )}
    />
  );
}

type Consulta = { estado: 'buscando' } | { estado: 'erro'; mensagem: string } | null;

/**
 * The one address block of the app (contacts, suppliers, providers). A complete CEP typed is looked up: it sets
 * state and city in their pickers, and the street and district when they are empty (part 2 §2, §5). The country
 * is Brasil, disabled, on a contact (`paisFixo`); editable elsewhere.
 */
export function EnderecoFields({ paisFixo }: { paisFixo?: string }) {
  const { control, getValues, setValue } = useFormContext<EnderecoForm>();
  const [consulta, setConsulta] = useState<Consulta>(null);

  const buscar = async (cep: string) => {
    setConsulta({ estado: 'buscando' });
    try {
      const endereco = await getEnderecoDoCep(cep);
      if (getValues('endereco.cep') !== cep) return;
      setValue('endereco.estado', endereco.uf, opcoes);
      setValue('endereco.cidade', endereco.localidade, opcoes);
      if (!getValues('endereco.logradouro')?.trim())
        setValue('endereco.logradouro', endereco.logradouro, opcoes);
      if (!getValues('endereco.bairro')?.trim()) setValue('endereco.bairro', endereco.bairro, opcoes);
      setConsulta(null);
    } catch (error) {
      setConsulta({ estado: 'erro', mensagem: errorMessage(error, CEP_NAO_ENCONTRADO) });
    }
  };

  return (
    <Box sx={GRADE}>
      {paisFixo ? (
        <TextField label="País" value={paisFixo} disabled />
      ) : (
        <FormTextField<EnderecoForm> name="endereco.pais" label="País" />
      )}
      <Controller
        name="endereco.cep"
        control={control}
        render={({ field, fieldState }) => (
          <CepField
            name={field.name}
            value={field.value ?? ''}
            inputRef={field.ref}
            onChange={(cep) => {
              const anterior = field.value;
              field.onChange(cep);
              if (cep !== anterior) setConsulta(null);
              if (cep.length === DIGITS.cep && cep !== anterior) void buscar(cep);
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error) || consulta?.estado === 'erro'}
            helperText={
              fieldState.error?.message ??
              (consulta?.estado === 'erro'
                ? consulta.mensagem
                : consulta?.estado === 'buscando'
                  ? ENDERECO_MESSAGES.buscandoCep
                  : undefined)
            }
          />
        )}
      />
      <EstadoField />
      <CidadeField />
      <FormTextField<EnderecoForm> name="endereco.bairro" label="Bairro" />
      <FormTextField<EnderecoForm> name="endereco.logradouro" label="Logradouro" />
      <FormTextField<EnderecoForm> name="endereco.numero" label="Número" />
      <FormTextField<EnderecoForm> name="endereco.complemento" label="Complemento" />
    </Box>
  );
}
