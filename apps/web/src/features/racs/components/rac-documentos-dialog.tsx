import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rotuloTipoArquivo } from '@skyler/domain/arquivos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import {
  RAC_MESSAGES,
  type RacDocumentoCreate,
  type RacView,
  ZRacDocumentoCreate,
} from '@skyler/domain/racs';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useAddDocumento, useDocumentos } from '../api/rac-anexos.ts';
import { nomeOuTraco } from '../lib/rac-texto.ts';
import { DialogoRac, EstadoLista, FormularioAdicionar, mensagensDoSchema } from './dialogo-rac.tsx';

export const DOCUMENTOS_TEXTS = {
  titulo: (id: number) => `Documentos da RAC ${formatId(id)}`,
  vazio: 'Nenhum documento cadastrado.',
  tipo: 'Tipo do documento',
  arquivo: 'Arquivo',
  escolher: 'Escolher arquivo',
  semArquivo: 'Nenhum arquivo escolhido',
  ver: (tipo: string) => `Ver documento ${tipo}`,
  adicionar: 'Adicionar documento',
} as const;

type DocumentoForm = { tipo: string; documento: File | null };

function Lista({ rac }: { rac: number }) {
  const documentos = useDocumentos(rac);
  const linhas = documentos.data ?? [];
  return (
    <>
      <EstadoLista
        carregando={documentos.isLoading}
        erro={documentos.error}
        vazia={linhas.length === 0}
        textoVazio={DOCUMENTOS_TEXTS.vazio}
      />
      {linhas.length > 0 ? (
        <Table size="small" aria-label="Documentos">
          <TableHead>
            <TableRow>
              <TableCell>Tipo</TableCell>
              <TableCell>Arquivo</TableCell>
              <TableCell>Criado por</TableCell>
              <TableCell>Criado em</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.tipo}</TableCell>
                <TableCell>
                  <Link
                    href={d.documento}
                    target="_blank"
                    rel="noopener"
                    aria-label={DOCUMENTOS_TEXTS.ver(d.tipo)}
                  >
                    {d.nome_arquivo}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${rotuloTipoArquivo(d.tipo_arquivo)}`}
                  </Typography>
                </TableCell>
                <TableCell>{nomeOuTraco(d.created_by)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}

function Formulario({ rac }: { rac: number }) {
  const adicionar = useAddDocumento();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<DocumentoForm, unknown, RacDocumentoCreate>({
    defaultValues: { tipo: '', documento: null },
    resolver: schemaResolver<DocumentoForm, RacDocumentoCreate>(ZRacDocumentoCreate),
  });
  const valores = form.watch();
  const resultado = ZRacDocumentoCreate.safeParse(valores);
  const erroTipo = valores.tipo.length > 0 ? mensagensDoSchema(resultado).tipo : undefined;
  return (
    <FormularioAdicionar
      form={form}
      mutation={adicionar}
      input={(dados) => ({ rac, ...dados })}
      mensagem={RAC_MESSAGES.documentoCadastrado}
      aoEsvaziar={() => {
        if (input.current) input.current.value = '';
      }}
      valido={resultado.success}
      rotulo={DOCUMENTOS_TEXTS.adicionar}
    >
      <Controller
        name="tipo"
        control={form.control}
        render={({ field }) => (
          <TextField
            label={DOCUMENTOS_TEXTS.tipo}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(erroTipo)}
            helperText={erroTipo ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
        )}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AttachFile />}>
          {DOCUMENTOS_TEXTS.escolher}
        </Button>
        <input
          id={inputId}
          ref={input}
          type="file"
          hidden
          aria-label={DOCUMENTOS_TEXTS.arquivo}
          onChange={(event) =>
            form.setValue('documento', event.target.files?.[0] ?? null, { shouldDirty: true })
          }
        />
        <Typography variant="body2" color="text.secondary">
          {valores.documento?.name ?? DOCUMENTOS_TEXTS.semArquivo}
        </Typography>
      </Stack>
    </FormularioAdicionar>
  );
}

/** A RAC's documents (part 2 §2): the list with a link to view each, and a new one with its type (10+). */
export function RacDocumentosDialog({ rac: aberta, onClose }: { rac: RacView | null; onClose: () => void }) {
  const rac = useUltimo(aberta);
  return (
    <DialogoRac
      open={aberta !== null}
      title={rac ? DOCUMENTOS_TEXTS.titulo(rac.id) : ''}
      status={rac?.status}
      lista={rac ? <Lista rac={rac.id} /> : null}
      formulario={rac && aberta ? <Formulario key={rac.id} rac={rac.id} /> : null}
      onClose={onClose}
    />
  );
}
