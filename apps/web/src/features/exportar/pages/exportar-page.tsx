import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  EXPORTAR_DATA_DO_PERIODO,
  EXPORTAR_DATASETS,
  EXPORTAR_MESSAGES,
  EXPORTAR_NOMES,
  type ExportarDataset,
  type ExportarFormato,
  periodoPadraoExportacao,
  podeExportar,
  ZPeriodoExportacaoForm,
} from '@skyler/domain/exportar';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { baixarExportacao } from '../api/baixar-exportacao.ts';

export const EXPORTAR_TEXTOS = {
  formato: 'Formato do arquivo',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  ajuda:
    'O arquivo traz os registros do período que você pode ver na lista, gerado pelo servidor enquanto é baixado.',
  de: 'De',
  ate: 'Até',
  periodo: 'Período',
  dataDoPeriodo: (data: string) => `Período: ${data}.`,
  semPeriodo: 'Cadastro atual, sem período.',
} as const;

type PeriodoForm = { de: string | null; ate: string | null };

/**
 * The export page (part 2 §2, decisions 0029 and 0083): the period (the current month at first), a CSV or
 * XLSX choice, one button per dataset the user's lists show them with the date its period applies to, the
 * toast, then the browser's own download of the file the server streams.
 */
export function ExportarPage() {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const [formato, setFormato] = useState<ExportarFormato>('csv');
  const [baixando, setBaixando] = useState<ExportarDataset | null>(null);
  const datasets = EXPORTAR_DATASETS.filter((dataset) => podeExportar(user, dataset));
  const { control, handleSubmit } = useForm<PeriodoForm, unknown, { de: string; ate: string }>({
    defaultValues: periodoPadraoExportacao(),
    resolver: schemaResolver(ZPeriodoExportacaoForm),
  });

  const exportar = async (dataset: ExportarDataset, periodo: { de: string; ate: string } | null) => {
    setBaixando(dataset);
    enqueueSnackbar(EXPORTAR_MESSAGES.iniciando, { variant: 'info' });
    try {
      await baixarExportacao({
        dataset,
        formato,
        filtros: periodo ?? {},
      });
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
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {EXPORTAR_TEXTOS.periodo}
            </Typography>
            <Box sx={{ width: 180 }}>
              <FormDateField control={control} name="de" label={EXPORTAR_TEXTOS.de} />
            </Box>
            <Box sx={{ width: 180 }}>
              <FormDateField control={control} name="ate" label={EXPORTAR_TEXTOS.ate} />
            </Box>
          </Box>
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
            {datasets.map((dataset) => {
              const data = EXPORTAR_DATA_DO_PERIODO[dataset];
              const ajuda = `exportar-ajuda-${dataset}`;
              return (
                <Box key={dataset}>
                  <Button
                    fullWidth
                    variant="outlined"
                    startIcon={<FileDownloadIcon />}
                    disabled={baixando !== null}
                    aria-describedby={ajuda}
                    onClick={() =>
                      // a register without a date is exported whole, whatever the fields hold
                      data
                        ? void handleSubmit((periodo) => exportar(dataset, periodo))()
                        : void exportar(dataset, null)
                    }
                    sx={{ justifyContent: 'flex-start' }}
                  >
                    {EXPORTAR_MESSAGES.botao(EXPORTAR_NOMES[dataset])}
                  </Button>
                  <Typography id={ajuda} variant="caption" color="text.secondary">
                    {data ? EXPORTAR_TEXTOS.dataDoPeriodo(data) : EXPORTAR_TEXTOS.semPeriodo}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
