import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  EXPORTAR_DATASETS,
  EXPORTAR_MESSAGES,
  EXPORTAR_NOMES,
  type ExportarDataset,
  type ExportarFormato,
  podeExportar,
} from '@skyler/domain/exportar';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { baixarExportacao } from '../api/baixar-exportacao.ts';

export const EXPORTAR_TEXTOS = {
  formato: 'Formato do arquivo',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  ajuda:
    'O arquivo traz todos os registros que você pode ver na lista, gerado pelo servidor enquanto é baixado.',
} as const;

/**
 * The export page (part 2 §2, decision 0029): one button per dataset the user's lists show them, a CSV or
 * XLSX choice, the toast, then the browser's own download of the file the server streams.
 */
export function ExportarPage() {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const [formato, setFormato] = useState<ExportarFormato>('csv');
  const [baixando, setBaixando] = useState<ExportarDataset | null>(null);
  const datasets = EXPORTAR_DATASETS.filter((dataset) => podeExportar(user, dataset));

  const exportar = async (dataset: ExportarDataset) => {
    setBaixando(dataset);
    enqueueSnackbar(EXPORTAR_MESSAGES.iniciando, { variant: 'info' });
    try {
      await baixarExportacao({ dataset, formato });
    } catch (error) {
      enqueueSnackbar(EXPORTAR_MESSAGES.erro(error instanceof Error ? error.message : String(error)), {
        variant: 'error',
      });
    } finally {
      setBaixando(null);
    }
  };

  return (
    <>
      <PageHeader title="Exportar" breadcrumbs={[{ label: 'Exportar' }]} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography id="exportar-formato" variant="subtitle2">
              {EXPORTAR_TEXTOS.formato}
            </Typography>
            <ToggleButtonGroup
              aria-labelledby="exportar-formato"
              exclusive
              size="small"
              value={formato}
              onChange={(_event, valor: ExportarFormato | null) => {
                if (valor) setFormato(valor);
              }}
            >
              <ToggleButton value="csv">{EXPORTAR_TEXTOS.csv}</ToggleButton>
              <ToggleButton value="xlsx">{EXPORTAR_TEXTOS.xlsx}</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {EXPORTAR_TEXTOS.ajuda}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {datasets.map((dataset) => (
              <Button
                key={dataset}
                variant="outlined"
                startIcon={<FileDownloadIcon />}
                disabled={baixando !== null}
                onClick={() => void exportar(dataset)}
                sx={{ justifyContent: 'flex-start' }}
              >
                {EXPORTAR_MESSAGES.botao(EXPORTAR_NOMES[dataset])}
              </Button>
            ))}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
