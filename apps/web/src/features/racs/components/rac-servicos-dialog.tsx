import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { RAC_MESSAGES, type RacView, ZRacServicoVincular } from '@skyler/domain/racs';
import { SERVICO_STATUS } from '@skyler/domain/servicos';
import { Controller, useForm } from 'react-hook-form';
import { useServicosDaVenda } from '../../../api/get-servicos-venda.ts';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useServicosRac, useVincularServico } from '../api/rac-anexos.ts';
import { nomeOuTraco } from '../lib/rac-texto.ts';
import { DialogoRac, EstadoLista, FormularioAdicionar } from './dialogo-rac.tsx';

export const SERVICOS_RAC_TEXTS = {
  titulo: (id: number) => `Serviços relacionados da RAC ${formatId(id)}`,
  vazio: 'Nenhum serviço relacionado.',
  servico: 'Serviço da venda',
  adicionar: 'Adicionar serviço',
} as const;

function Lista({ rac }: { rac: number }) {
  const servicos = useServicosRac(rac);
  const linhas = servicos.data ?? [];
  return (
    <>
      <EstadoLista
        carregando={servicos.isLoading}
        erro={servicos.error}
        vazia={linhas.length === 0}
        textoVazio={SERVICOS_RAC_TEXTS.vazio}
      />
      {linhas.length > 0 ? (
        <Table size="small" aria-label="Serviços relacionados">
          <TableHead>
            <TableRow>
              <TableCell>Serviço</TableCell>
              <TableCell>Descrição</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Vinculado por</TableCell>
              <TableCell>Vinculado em</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{formatId(s.servico.id)}</TableCell>
                <TableCell>{s.servico.descricao}</TableCell>
                <TableCell>{SERVICO_STATUS.label(s.servico.status)}</TableCell>
                <TableCell>{nomeOuTraco(s.servico_vinculado_por)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.servico_vinculado_em)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}

type ServicoForm = { servico: string };
type ServicoVincular = { servico: number };

function Formulario({ rac, venda }: { rac: number; venda: number }) {
  const vincular = useVincularServico();
  const daVenda = useServicosDaVenda(venda);
  const vinculados = new Set((useServicosRac(rac).data ?? []).map((s) => s.servico.id));
  const paraPedido = (valores: ServicoForm) => ({
    servico: valores.servico === '' ? null : Number(valores.servico),
  });
  const form = useForm<ServicoForm, unknown, ServicoVincular>({
    defaultValues: { servico: '' },
    resolver: schemaResolver<ServicoForm, ServicoVincular>(ZRacServicoVincular, paraPedido),
  });
  const servico = form.watch('servico');
  const opcoes = (daVenda.data ?? []).filter((s) => !vinculados.has(s.id) || String(s.id) === servico);
  return (
    <FormularioAdicionar
      form={form}
      mutation={vincular}
      input={(dados) => ({ rac, servico: dados.servico })}
      mensagem={RAC_MESSAGES.servicoCadastrado}
      valido={ZRacServicoVincular.safeParse(paraPedido({ servico })).success}
      rotulo={SERVICOS_RAC_TEXTS.adicionar}
      direction="row"
    >
      <Controller
        name="servico"
        control={form.control}
        render={({ field }) => (
          <TextField
            select
            label={SERVICOS_RAC_TEXTS.servico}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            sx={{ minWidth: 320 }}
          >
            {opcoes.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {`${formatId(s.id)} · ${s.cotacao.descricao}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormularioAdicionar>
  );
}

/** The services a RAC concerns (part 2 §2): the list, and another service of the sale to link. */
export function RacServicosDialog({ rac: aberta, onClose }: { rac: RacView | null; onClose: () => void }) {
  const rac = useUltimo(aberta);
  return (
    <DialogoRac
      open={aberta !== null}
      title={rac ? SERVICOS_RAC_TEXTS.titulo(rac.id) : ''}
      status={rac?.status}
      lista={rac ? <Lista rac={rac.id} /> : null}
      formulario={rac && aberta ? <Formulario key={rac.id} rac={rac.id} venda={rac.venda} /> : null}
      onClose={onClose}
    />
  );
}
