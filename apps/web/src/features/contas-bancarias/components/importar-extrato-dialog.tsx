import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ContaBancaria,
  type CsvMapeamento,
  DECIMAL_CSV,
  FORMATOS_DATA_CSV,
  ZCsvMapeamento,
} from '@skyler/domain/contas-bancarias';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useImportarExtrato } from '../api/contas-bancarias.ts';

export const IMPORTAR_TEXTS = {
  titulo: (descricao: string) => `Importar extrato: ${descricao}`,
  escolher: 'Escolher arquivo OFX ou CSV',
  trocar: 'Trocar arquivo',
  nenhum: 'Nenhum arquivo escolhido.',
  ajuda:
    'O extrato em OFX (exportado pelo internet banking) ou CSV. Lançamentos já importados não são repetidos.',
  importar: 'Importar',
  colunas: 'Colunas do CSV',
  colunasAjuda:
    'Diga em que coluna está cada informação; o mapeamento fica salvo para os próximos arquivos desta conta.',
  data: 'Data',
  valor: 'Valor (com sinal)',
  credito: 'Crédito',
  debito: 'Débito',
  descricao: 'Descrição',
  documento: 'CPF/CNPJ',
  formatoData: 'Formato da data',
  decimal: 'Separador decimal',
  nenhuma: 'Nenhuma',
  semColunas: 'Não foi possível ler o cabeçalho do CSV.',
  erro: 'Erro ao importar o extrato.',
} as const;
const T = IMPORTAR_TEXTS;

type MapeamentoForm = {
  data: string;
  valor: string;
  credito: string;
  debito: string;
  descricao: string;
  documento: string;
  formato_data: CsvMapeamento['formato_data'];
  decimal: CsvMapeamento['decimal'];
};

/** The file's text: UTF-8 when valid, else Windows-1252 (what Brazilian banks export). */
async function textoDo(arquivo: File): Promise<string> {
  const bytes = await arquivo.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The column names of a CSV's header line, split on the separator it uses most. */
export function colunasDoCabecalho(texto: string): string[] {
  const cabecalho = texto.split(/\r?\n/, 1)[0] ?? '';
  const separador =
    [';', ',', '\t'].sort((a, b) => cabecalho.split(b).length - cabecalho.split(a).length)[0] ?? ';';
  return cabecalho
    .split(separador)
    .map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter(Boolean);
}

const ehOfx = (texto: string) => /^\s*(OFXHEADER|<\?xml|<OFX>)/i.test(texto.slice(0, 200));

/** The account's saved mapping when the file has its columns, else a guess from the column names. */
function mapeamentoInicial(colunas: string[], salvo: CsvMapeamento | null): MapeamentoForm {
  const achar = (re: RegExp) => colunas.find((c) => re.test(c)) ?? '';
  const usaSalvo = salvo && [salvo.data, salvo.descricao].every((c) => colunas.includes(c));
  if (usaSalvo) {
    return {
      data: salvo.data,
      valor: salvo.valor ?? '',
      credito: salvo.credito ?? '',
      debito: salvo.debito ?? '',
      descricao: salvo.descricao,
      documento: salvo.documento ?? '',
      formato_data: salvo.formato_data,
      decimal: salvo.decimal,
    };
  }
  const credito = achar(/cr[ée]dito/i);
  const debito = achar(/d[ée]bito/i);
  return {
    data: achar(/^data|date/i),
    valor: credito && debito ? '' : achar(/valor|amount/i),
    credito,
    debito,
    descricao: achar(/hist[óo]rico|descri|memo|lan[çc]amento/i),
    documento: achar(/documento|cpf|cnpj/i),
    formato_data: 'dd/MM/yyyy',
    decimal: 'virgula',
  };
}

function ColunaSelect({
  name,
  label,
  colunas,
  opcional = false,
}: {
  name: keyof MapeamentoForm;
  label: string;
  colunas: string[];
  opcional?: boolean;
}) {
  return (
    <Controller<MapeamentoForm>
      name={name}
      render={({ field, fieldState: { error } }) => (
        <TextField
          select
          size="small"
          label={label}
          required={!opcional}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error?.message}
          sx={{ minWidth: 200 }}
        >
          {opcional ? <MenuItem value="">{T.nenhuma}</MenuItem> : null}
          {colunas.map((coluna) => (
            <MenuItem key={coluna} value={coluna}>
              {coluna}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * "Importar extrato": the OFX or CSV file of the account's bank; a CSV asks which column holds what (the
 * date and its format, the amount or the credit and debit columns, the description, the CPF/CNPJ and the
 * decimal separator), starting from the mapping the account saved with its last CSV.
 */
export function ImportarExtratoDialog({ conta, onClose }: { conta: ContaBancaria; onClose: () => void }) {
  const importar = useImportarExtrato();
  const { enqueueSnackbar } = useSnackbar();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [colunas, setColunas] = useState<string[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<MapeamentoForm, unknown, CsvMapeamento>({
    defaultValues: mapeamentoInicial([], null),
    resolver: schemaResolver<MapeamentoForm, CsvMapeamento>(ZCsvMapeamento),
  });

  async function escolher(escolhido: File | undefined) {
    setErro(null);
    setArquivo(escolhido ?? null);
    if (!escolhido) return setColunas(null);
    const texto = await textoDo(escolhido);
    if (ehOfx(texto)) return setColunas(null);
    const lidas = colunasDoCabecalho(texto);
    setColunas(lidas);
    form.reset(mapeamentoInicial(lidas, conta.csv_mapeamento));
    if (lidas.length === 0) setErro(T.semColunas);
  }

  function enviar(mapeamento: CsvMapeamento | null) {
    if (!arquivo) return;
    importar.mutate(
      { conta: conta.id, arquivo, mapeamento },
      {
        onSuccess: (resposta) => {
          enqueueSnackbar(resposta.detail, { variant: 'success' });
          onClose();
        },
        onError: (error) => setErro(errorMessage(error, T.erro)),
      },
    );
  }
  const submeter = colunas ? form.handleSubmit((mapeamento) => enviar(mapeamento)) : () => enviar(null);

  return (
    <FormDialog
      open
      title={T.titulo(conta.descricao)}
      saving={importar.isPending}
      dirty={arquivo !== null}
      submitLabel={T.importar}
      submitDisabled={!arquivo}
      largura={colunas ? 'md' : undefined}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submeter(event);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {T.ajuda}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" component="label">
            {arquivo ? T.trocar : T.escolher}
            <input
              hidden
              type="file"
              accept=".ofx,.csv,.txt,application/x-ofx,text/csv"
              aria-label={T.escolher}
              onChange={(event) => void escolher(event.target.files?.[0])}
            />
          </Button>
          <Typography variant="body2">{arquivo?.name ?? T.nenhum}</Typography>
        </Stack>
        {colunas && colunas.length > 0 ? (
          <FormProvider {...form}>
            <Typography variant="subtitle2" component="h3">
              {T.colunas}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {T.colunasAjuda}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <ColunaSelect name="data" label={T.data} colunas={colunas} />
              <ColunaSelect name="descricao" label={T.descricao} colunas={colunas} />
              <ColunaSelect name="valor" label={T.valor} colunas={colunas} opcional />
              <ColunaSelect name="credito" label={T.credito} colunas={colunas} opcional />
              <ColunaSelect name="debito" label={T.debito} colunas={colunas} opcional />
              <ColunaSelect name="documento" label={T.documento} colunas={colunas} opcional />
              <Controller<MapeamentoForm>
                name="formato_data"
                render={({ field }) => (
                  <TextField select size="small" label={T.formatoData} {...field} sx={{ minWidth: 200 }}>
                    {FORMATOS_DATA_CSV.options().map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller<MapeamentoForm>
                name="decimal"
                render={({ field }) => (
                  <TextField select size="small" label={T.decimal} {...field} sx={{ minWidth: 200 }}>
                    {DECIMAL_CSV.options().map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
          </FormProvider>
        ) : null}
        {erro ? (
          <Alert severity="error" role="alert">
            {erro}
          </Alert>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
