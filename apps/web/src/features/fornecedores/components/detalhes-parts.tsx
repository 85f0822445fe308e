import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCep } from '@skyler/domain/formatters-basicos';
import type { Endereco } from '@skyler/domain/fornecedores';
import type { ReactNode } from 'react';

/** Label and value pairs of a record. */
export function Dados({ itens }: { itens: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {itens.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {rotulo}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {valor || '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export type Coluna<T> = { titulo: string; valor: (linha: T) => ReactNode };

/** A small titled table of related records, or its empty text. */
export function ListaAssociada<T extends { id: number }>({
  titulo,
  colunas,
  linhas,
  carregando,
  vazio,
}: {
  titulo: string;
  colunas: readonly Coluna<T>[];
  linhas: readonly T[] | undefined;
  carregando: boolean;
  vazio: string;
}) {
  return (
    <Box component="section" aria-label={titulo}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {titulo}
      </Typography>
      {!linhas || linhas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {carregando ? 'Carregando...' : vazio}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {colunas.map((coluna) => (
                <TableCell key={coluna.titulo}>{coluna.titulo}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.map((linha) => (
              <TableRow key={linha.id}>
                {colunas.map((coluna) => (
                  <TableCell key={coluna.titulo}>{coluna.valor(linha)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** 'Avenida Paulista, 1000 - Conj. 12 - Bela Vista - São Paulo/SP - CEP 01310-100 - Brasil' */
export function enderecoEmUmaLinha(endereco: Endereco): string {
  const rua = [endereco.logradouro, endereco.numero].filter(Boolean).join(', ');
  const cidade = [endereco.cidade, endereco.estado].filter(Boolean).join('/');
  return [
    rua,
    endereco.complemento,
    endereco.bairro,
    cidade,
    endereco.cep ? `CEP ${formatCep(endereco.cep)}` : '',
    endereco.pais,
  ]
    .filter(Boolean)
    .join(' - ');
}
