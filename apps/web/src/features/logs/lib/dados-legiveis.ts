import { formatDate, formatDateTime } from '@skyler/domain/formatters-basicos';
import { logCampoLabel } from '@skyler/domain/logs';

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATA = /^\d{4}-\d{2}-\d{2}$/;

/** A log's data as people read it: keys by their Portuguese names, dates as DD/MM/AAAA (HH:mm). */
export function dadosLegiveis(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dadosLegiveis);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [logCampoLabel(key), dadosLegiveis(item)]),
    );
  }
  if (typeof value === 'string' && DATA_HORA.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DATA.test(value)) return formatDate(value);
  return value;
}
