import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import {
  RAC_MESSAGES,
  RAC_PROTOCOLO_DESCRICAO_MAX,
  type RacProtocoloCreate,
  type RacView,
  ZRacProtocoloCreate,
} from '@skyler/domain/racs';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../../components/fields/date-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useAddProtocolo, useProtocolos } from '../api/rac-anexos.ts';
import { nomeOuTraco } from '../lib/rac-texto.ts';
import { DialogoRac, EstadoLista, FormularioAdicionar, mensagensDoSchema } from './dialogo-rac.tsx';

export const PROTOCOLOS_TEXTS = {
  titulo: (id: number) => `Protocolos da RAC ${formatId(id)}`,
  vazio: 'Nenhum protocolo cadastrado.',
  nome: 'Nome do protocolo',
  descricao: 'Descrição',
  data: 'Data',
  adicionar: 'Adicionar protocolo',
} as const;

function Lista({ rac }: { rac: number }) {
  const protocolos = useProtocolos(rac);
  const linhas = protocolos.data ?? [];
  return (
    <>
      <EstadoLista
        carregando={protocolos.isLoading}
        erro={protocolos.error}
        vazia={linhas.length === 0}
        textoVazio={PROTOCOLOS_TEXTS.vazio}
      />
      {linhas.length > 0 ? (
        <Table size="small" aria-label="Protocolos">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>Descrição</TableCell>
              <TableCell>Data</TableCell>
              <TableCell>Criado por</TableCell>
              <TableCell>Criado em</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.nome}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.descricao}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.data)}</TableCell>
                <TableCell>{nomeOuTraco(p.created_by)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}

type ProtocoloForm = { nome: string; descricao: string; data: string | null };

function Formulario({ rac }: { rac: number }) {
  const adicionar = useAddProtocolo();
  const form = useForm<ProtocoloForm, unknown, RacProtocoloCreate>({
    defaultValues: { nome: '', descricao: '', data: null },
    resolver: schemaResolver<ProtocoloForm, RacProtocoloCreate>(ZRacProtocoloCreate),
  });
  const valores = form.watch();
  const resultado = ZRacProtocoloCreate.safeParse(valores);
  const mensagens = mensagensDoSchema(resultado);
  const erroNome = valores.nome.length > 0 ? mensagens.nome : undefined;
  const erroDescricao = valores.descricao.length > 0 ? mensagens.descricao : undefined;
  return (
    <FormularioAdicionar
      form={form}
      mutation={adicionar}
      input={(dados) => ({ rac, nome: dados.nome, descricao: dados.descricao, data: dados.data })}
      mensagem={RAC_MESSAGES.protocoloCadastrado}
      valido={resultado.success}
      rotulo={PROTOCOLOS_TEXTS.adicionar}
    >
      <Controller
        name="nome"
        control={form.control}
        render={({ field }) => (
          <TextField
            label={PROTOCOLOS_TEXTS.nome}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(erroNome)}
            helperText={erroNome ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
        )}
      />
      <Controller
        name="descricao"
        control={form.control}
        render={({ field }) => (
          <TextField
            label={PROTOCOLOS_TEXTS.descricao}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(erroDescricao)}
            helperText={erroDescricao ?? `${field.value.length}/${RAC_PROTOCOLO_DESCRICAO_MAX}`}
            slotProps={{ htmlInput: { maxLength: RAC_PROTOCOLO_DESCRICAO_MAX } }}
            multiline
            minRows={3}
            fullWidth
          />
        )}
      />
      <Controller
        name="data"
        control={form.control}
        render={({ field }) => (
          <DateField
            label={PROTOCOLOS_TEXTS.data}
            value={field.value}
            onChange={field.onChange}
            sx={{ maxWidth: 220 }}
          />
        )}
      />
    </FormularioAdicionar>
  );
}

/** A RAC's protocols (part 2 §2): the list, and a new one with a name of 10+ and a description of 20–500. */
export function RacProtocolosDialog({ rac: aberta, onClose }: { rac: RacView | null; onClose: () => void }) {
  const rac = useUltimo(aberta);
  return (
    <DialogoRac
      open={aberta !== null}
      title={rac ? PROTOCOLOS_TEXTS.titulo(rac.id) : ''}
      status={rac?.status}
      lista={rac ? <Lista rac={rac.id} /> : null}
      formulario={rac && aberta ? <Formulario key={rac.id} rac={rac.id} /> : null}
      onClose={onClose}
    />
  );
}
