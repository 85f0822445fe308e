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
  RAC_PROTOCOLO_DESCRICAO_MIN,
  RAC_PROTOCOLO_NOME_MIN,
  type RacView,
} from '@skyler/domain/racs';
import { useState } from 'react';
import { DateField } from '../../../components/fields/date-field.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useAddProtocolo, useProtocolos } from '../api/rac-anexos.ts';
import { nomeOuTraco } from '../lib/rac-texto.ts';
import { DialogoRac, EstadoLista, FormularioAdicionar } from './dialogo-rac.tsx';

export const PROTOCOLOS_TEXTS = {
  titulo: (id: number) => `Protocolos da RAC ${formatId(id)}`,
  vazio: 'Nenhum protocolo cadastrado.',
  nome: 'Nome do protocolo',
  descricao: 'Descrição',
  data: 'Data',
  adicionar: 'Adicionar protocolo',
} as const;

export function nomeProtocoloValido(nome: string): boolean {
  return nome.trim().length >= RAC_PROTOCOLO_NOME_MIN;
}

export function descricaoProtocoloValida(descricao: string): boolean {
  const tamanho = descricao.trim().length;
  return tamanho >= RAC_PROTOCOLO_DESCRICAO_MIN && tamanho <= RAC_PROTOCOLO_DESCRICAO_MAX;
}

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

function Formulario({ rac }: { rac: number }) {
  const adicionar = useAddProtocolo();
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [data, setData] = useState<string | null>(null);
  const nomeValido = nomeProtocoloValido(nome);
  const descricaoValida = descricaoProtocoloValida(descricao);
  return (
    <FormularioAdicionar
      mutation={adicionar}
      input={() => ({ rac, nome: nome.trim(), descricao: descricao.trim(), data })}
      mensagem={RAC_MESSAGES.protocoloCadastrado}
      reset={() => {
        setNome('');
        setDescricao('');
        setData(null);
      }}
      valido={nomeValido && descricaoValida}
      rotulo={PROTOCOLOS_TEXTS.adicionar}
    >
      <TextField
        label={PROTOCOLOS_TEXTS.nome}
        value={nome}
        onChange={(event) => setNome(event.target.value)}
        error={nome.length > 0 && !nomeValido}
        helperText={nome.length > 0 && !nomeValido ? RAC_MESSAGES.minimo10 : ' '}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        fullWidth
      />
      <TextField
        label={PROTOCOLOS_TEXTS.descricao}
        value={descricao}
        onChange={(event) => setDescricao(event.target.value)}
        error={descricao.length > 0 && !descricaoValida}
        helperText={
          descricao.length > 0 && !descricaoValida
            ? RAC_MESSAGES.descricaoTamanho
            : `${descricao.length}/${RAC_PROTOCOLO_DESCRICAO_MAX}`
        }
        slotProps={{ htmlInput: { maxLength: RAC_PROTOCOLO_DESCRICAO_MAX } }}
        multiline
        minRows={3}
        fullWidth
      />
      <DateField label={PROTOCOLOS_TEXTS.data} value={data} onChange={setData} sx={{ maxWidth: 220 }} />
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
