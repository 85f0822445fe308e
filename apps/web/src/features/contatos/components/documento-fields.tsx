import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CATEGORIAS_CNH,
  CNH_DIGITOS,
  DOCUMENTO_REQUESTS,
  PAIS_PADRAO,
  type TipoDocumento,
} from '@skyler/domain/contatos';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DateField } from '../../../components/fields/date-field.tsx';
import { locaisQueryOptions } from '../../../components/fields/locais.ts';
import { MaskedTextField } from '../../../components/fields/masked-text-field.tsx';
import { problemaDoArquivo } from '../lib/arquivo-documento.ts';

/** A document being typed: its fields as text and the chosen file. */
export type DocumentoRascunho = { campos: Record<string, string | null>; arquivo: File | null };
export type ErrosDocumento = Record<string, string>;

export function emptyDocumento(tipo: TipoDocumento): DocumentoRascunho {
  switch (tipo) {
    case 'passaporte':
      return {
        campos: {
          numero: '',
          data_emissao: null,
          data_validade: null,
          pais: PAIS_PADRAO,
          nome_passaporte: '',
        },
        arquivo: null,
      };
    case 'rg':
      return { campos: { numero: '', data_emissao: null, orgao_emissor: '' }, arquivo: null };
    case 'cnh':
      return { campos: { numero: '', data_validade: null, categoria: 'A' }, arquivo: null };
    case 'visto':
      return { campos: { numero: '', data_emissao: null, data_validade: null, pais: '' }, arquivo: null };
  }
}

/** The domain's checks of the document and of its file; empty when it can be sent. */
export function errosDoDocumento(tipo: TipoDocumento, documento: DocumentoRascunho): ErrosDocumento {
  const erros: ErrosDocumento = {};
  const parsed = DOCUMENTO_REQUESTS[tipo].safeParse(documento.campos);
  for (const issue of parsed.error?.issues ?? []) {
    const campo = String(issue.path[0] ?? 'numero');
    erros[campo] ??= issue.message;
  }
  const arquivo = problemaDoArquivo(documento.arquivo);
  if (arquivo) erros.arquivo = arquivo;
  return erros;
}

/** Default countries until the list arrives (part 2 §9). */
const PAISES_PADRAO = ['Brasil', 'Alemanha', 'Itália', 'Austrália', 'Portugal', 'EUA', 'França'];

function usePaises() {
  return useQuery({ ...locaisQueryOptions(), select: (locais) => locais.paises.map((pais) => pais.nome) });
}

type DocumentoFieldsProps = {
  tipo: TipoDocumento;
  value: DocumentoRascunho;
  onChange: (documento: DocumentoRascunho) => void;
  erros?: ErrosDocumento;
};

/** Number, dates, country / issuing body / category and the scanned file (image or PDF) of a document. */
export function DocumentoFields({ tipo, value, onChange, erros = {} }: DocumentoFieldsProps) {
  const arquivoId = useId();
  const paises = usePaises().data ?? PAISES_PADRAO;
  const campo = (nome: string) => value.campos[nome] ?? '';
  const set = (nome: string, valor: string | null) =>
    onChange({ ...value, campos: { ...value.campos, [nome]: valor } });
  const erro = (nome: string) => ({ error: Boolean(erros[nome]), helperText: erros[nome] });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {tipo === 'cnh' ? (
        <MaskedTextField
          label="Número"
          mask={'0'.repeat(CNH_DIGITOS)}
          value={campo('numero')}
          onChange={(numero) => set('numero', numero)}
          {...erro('numero')}
        />
      ) : (
        <TextField
          label="Número"
          value={campo('numero')}
          onChange={(e) => set('numero', e.target.value)}
          {...erro('numero')}
        />
      )}
      {tipo !== 'cnh' ? (
        <DateField
          label="Data de emissão"
          value={value.campos.data_emissao}
          onChange={(data) => set('data_emissao', data)}
          {...erro('data_emissao')}
        />
      ) : null}
      {tipo !== 'rg' ? (
        <DateField
          label="Data de validade"
          value={value.campos.data_validade}
          onChange={(data) => set('data_validade', data)}
          {...erro('data_validade')}
        />
      ) : null}
      {tipo === 'passaporte' || tipo === 'visto' ? (
        <Autocomplete
          options={paises}
          value={campo('pais') || null}
          onChange={(_event, pais) => set('pais', pais)}
          renderInput={(params) => <TextField {...params} label="País" {...erro('pais')} />}
        />
      ) : null}
      {tipo === 'passaporte' ? (
        <TextField
          label="Nome como no passaporte"
          value={campo('nome_passaporte')}
          onChange={(e) => set('nome_passaporte', e.target.value.toUpperCase())}
          slotProps={{ htmlInput: { maxLength: 150 } }}
          sx={{ gridColumn: '1 / -1' }}
          {...erro('nome_passaporte')}
        />
      ) : null}
      {tipo === 'rg' ? (
        <TextField
          label="Órgão emissor"
          value={campo('orgao_emissor')}
          onChange={(e) => set('orgao_emissor', e.target.value)}
          {...erro('orgao_emissor')}
        />
      ) : null}
      {tipo === 'cnh' ? (
        <TextField
          select
          label="Categoria"
          value={campo('categoria') || 'A'}
          onChange={(e) => set('categoria', e.target.value)}
          {...erro('categoria')}
        >
          {CATEGORIAS_CNH.options().map((opcao) => (
            <MenuItem key={opcao.value} value={opcao.value}>
              {opcao.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" htmlFor={arquivoId}>
          Escolher arquivo
          <input
            id={arquivoId}
            hidden
            type="file"
            aria-label="Arquivo (imagem ou PDF)"
            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            onChange={(event) => onChange({ ...value, arquivo: event.target.files?.[0] ?? null })}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {value.arquivo ? value.arquivo.name : 'Imagem ou PDF (opcional)'}
        </Typography>
      </Box>
      {erros.arquivo ? (
        <FormHelperText error sx={{ gridColumn: '1 / -1', mt: -1 }}>
          {erros.arquivo}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
