import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '@skyler/domain/contatos';
import {
  DocumentoFields,
  type DocumentoRascunho,
  emptyDocumento,
  errosDoDocumento,
} from './documento-fields.tsx';

export type Rascunhos = Partial<Record<TipoDocumento, DocumentoRascunho>>;

/** The drafts to send, or null when one of them still has a problem. */
export function rascunhosPreenchidos(rascunhos: Rascunhos): [TipoDocumento, DocumentoRascunho][] | null {
  const lista = Object.entries(rascunhos) as [TipoDocumento, DocumentoRascunho][];
  return lista.some(([tipo, rascunho]) => Object.keys(errosDoDocumento(tipo, rascunho)).length > 0)
    ? null
    : lista;
}

type DocumentosRascunhoProps = {
  tipos: readonly TipoDocumento[];
  value: Rascunhos;
  onChange: (rascunhos: Rascunhos) => void;
  mostrarErros: boolean;
};

/** Step Documentos of the wizard: a passport, an RG and a CNH, each optional, sent after the contact exists. */
export function DocumentosRascunho({ tipos, value, onChange, mostrarErros }: DocumentosRascunhoProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {tipos.map((tipo) => {
        const rascunho = value[tipo];
        const label = TIPOS_DOCUMENTO.label(tipo);
        return (
          <Box key={tipo} component="section" aria-label={label}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <Typography variant="subtitle1">{label}</Typography>
              {rascunho ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    const { [tipo]: _removido, ...resto } = value;
                    onChange(resto);
                  }}
                >
                  Remover {label}
                </Button>
              ) : (
                <Button size="small" onClick={() => onChange({ ...value, [tipo]: emptyDocumento(tipo) })}>
                  Adicionar {label}
                </Button>
              )}
            </Box>
            {rascunho ? (
              <DocumentoFields
                tipo={tipo}
                value={rascunho}
                onChange={(documento) => onChange({ ...value, [tipo]: documento })}
                erros={mostrarErros ? errosDoDocumento(tipo, rascunho) : {}}
              />
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
