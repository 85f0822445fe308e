import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Event from '@mui/icons-material/Event';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMISSAO_DATAS_DEBOUNCE_MS, COMISSAO_DIAS_MAX } from '@skyler/domain/comissao';
import { formatDate, hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { useEffect, useId, useRef, useState } from 'react';

const SEMANA = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'] as const;
const NOMES_SEMANA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;
const MES = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const doisDigitos = (n: number) => String(n).padStart(2, '0');
const diaIso = (ano: number, mes: number, dia: number) =>
  `${ano}-${doisDigitos(mes + 1)}-${doisDigitos(dia)}`;

/** `'2026-05-04,2026-05-06'` ⇄ the days, sorted and without repeats. */
export const lerDias = (valor: string) => [...new Set(valor.split(',').filter(Boolean))].sort();
export const escreverDias = (dias: readonly string[]) => [...new Set(dias)].sort().join(',');

/** The days of a month laid out by week, Sunday first; null fills the first week. */
function semanasDoMes(ano: number, mes: number): (number | null)[][] {
  const primeiro = new Date(Date.UTC(ano, mes, 1)).getUTCDay();
  const total = new Date(Date.UTC(ano, mes + 1, 0)).getUTCDate();
  const celulas: (number | null)[] = [...Array.from({ length: primeiro }, () => null)];
  for (let dia = 1; dia <= total; dia += 1) celulas.push(dia);
  const semanas: (number | null)[][] = [];
  for (let i = 0; i < celulas.length; i += 7) semanas.push(celulas.slice(i, i + 7));
  return semanas;
}

/**
 * A filter of several days (part 2 §2 "multi-date pickers"): a month calendar where each click picks or
 * drops a day, the days shown as chips. The list is applied 3 s after the last change (part 2 §9).
 */
export function DiasFiltro({
  label,
  value,
  onChange,
  loading = false,
}: {
  label: string;
  /** days `YYYY-MM-DD` separated by commas, as the URL and the API keep them */
  value: string;
  onChange: (value: string) => void;
  loading?: boolean;
}) {
  const [dias, setDias] = useState<string[]>(() => lerDias(value));
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [pendente, setPendente] = useState(false);
  const inicial = (lerDias(value)[0] ?? hojeNaAgencia()).split('-').map(Number);
  const [mes, setMes] = useState({ ano: inicial[0] ?? 2026, mes: (inicial[1] ?? 1) - 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const aplicar = useRef(onChange);
  aplicar.current = onChange;
  const id = useId();

  // the URL changed from outside (cleared filters, back button): show what it says
  useEffect(() => {
    clearTimeout(timer.current);
    setPendente(false);
    setDias(lerDias(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mudar = (novos: string[]) => {
    const ordenados = lerDias(escreverDias(novos));
    setDias(ordenados);
    clearTimeout(timer.current);
    const texto = escreverDias(ordenados);
    if (texto === value) {
      setPendente(false);
      return;
    }
    setPendente(true);
    timer.current = setTimeout(() => {
      setPendente(false);
      aplicar.current(texto);
    }, COMISSAO_DATAS_DEBOUNCE_MS);
  };
  const alternar = (dia: string) =>
    mudar(
      dias.includes(dia)
        ? dias.filter((d) => d !== dia)
        : dias.length < COMISSAO_DIAS_MAX
          ? [...dias, dia]
          : dias,
    );
  const andar = (delta: number) =>
    setMes(({ ano, mes: m }) => {
      const data = new Date(Date.UTC(ano, m + delta, 1));
      return { ano: data.getUTCFullYear(), mes: data.getUTCMonth() };
    });

  return (
    <Stack spacing={0.5} sx={{ minWidth: 190 }}>
      <Button
        variant="outlined"
        color="inherit"
        onClick={(event) => setAncora(event.currentTarget)}
        aria-haspopup="dialog"
        aria-controls={ancora ? id : undefined}
        startIcon={
          <Badge badgeContent={dias.length} color="primary">
            <Event fontSize="small" />
          </Badge>
        }
        endIcon={pendente || (loading && dias.length > 0) ? <CircularProgress size={14} aria-hidden /> : null}
        sx={{ justifyContent: 'flex-start', textTransform: 'none', height: 40 }}
      >
        {label}
      </Button>
      {dias.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, maxWidth: 260 }}>
          {dias.map((dia) => (
            <Chip
              key={dia}
              size="small"
              label={formatDate(dia)}
              onDelete={() => alternar(dia)}
              aria-label={`${label}: ${formatDate(dia)}`}
            />
          ))}
        </Stack>
      )}
      <Popover
        id={id}
        open={Boolean(ancora)}
        anchorEl={ancora}
        onClose={() => setAncora(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Box sx={{ p: 1.5, width: 280 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <IconButton size="small" aria-label="Mês anterior" onClick={() => andar(-1)}>
              <ChevronLeft />
            </IconButton>
            <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }} aria-live="polite">
              {MES.format(new Date(Date.UTC(mes.ano, mes.mes, 1)))}
            </Typography>
            <IconButton size="small" aria-label="Próximo mês" onClick={() => andar(1)}>
              <ChevronRight />
            </IconButton>
          </Stack>
          <Box
            role="group"
            aria-label={`Dias de ${label}`}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}
          >
            {SEMANA.map((letra, i) => (
              <Typography
                key={NOMES_SEMANA[i]}
                variant="caption"
                color="text.secondary"
                title={NOMES_SEMANA[i]}
              >
                {letra}
              </Typography>
            ))}
            {semanasDoMes(mes.ano, mes.mes).flatMap((semana) =>
              semana.map((dia, d) => {
                // only the first week has empty cells, one per weekday before the 1st
                if (dia === null) return <span key={NOMES_SEMANA[d]} />;
                const iso = diaIso(mes.ano, mes.mes, dia);
                const escolhido = dias.includes(iso);
                return (
                  <Button
                    key={iso}
                    size="small"
                    variant={escolhido ? 'contained' : 'text'}
                    aria-pressed={escolhido}
                    aria-label={formatDate(iso)}
                    onClick={() => alternar(iso)}
                    sx={{ minWidth: 0, p: 0.5 }}
                  >
                    {dia}
                  </Button>
                );
              }),
            )}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
            <Button size="small" onClick={() => mudar([])} disabled={dias.length === 0}>
              Limpar
            </Button>
            <Button size="small" onClick={() => setAncora(null)}>
              Fechar
            </Button>
          </Stack>
        </Box>
      </Popover>
    </Stack>
  );
}
