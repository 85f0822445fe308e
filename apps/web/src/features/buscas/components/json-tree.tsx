import ContentCopy from '@mui/icons-material/ContentCopy';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BUSCAS_MESSAGES as M } from '@skyler/domain/busca-credito';
import { useState } from 'react';
import { allExpanded, collapseAllNested, type defaultStyles, JsonView } from 'react-json-view-lite';
import { useSnackbar } from '../../../lib/toast.tsx';
import './json-tree.css';

const ESTILO: typeof defaultStyles = {
  container: 'json-tree',
  basicChildStyle: 'json-tree-child',
  childFieldsContainer: 'json-tree-children',
  label: 'json-tree-label',
  clickableLabel: 'json-tree-label json-tree-clickable',
  nullValue: 'json-tree-null',
  undefinedValue: 'json-tree-undefined',
  numberValue: 'json-tree-number',
  stringValue: 'json-tree-string',
  booleanValue: 'json-tree-boolean',
  otherValue: 'json-tree-other',
  punctuation: 'json-tree-punctuation',
  expandIcon: 'json-tree-expand',
  collapseIcon: 'json-tree-collapse',
  collapsedContent: 'json-tree-collapsed',
  ariaLables: { expandJson: 'Expandir', collapseJson: 'Recolher' },
  stringifyStringValues: false,
};

/** the first two levels open, as the page opens */
const doisNiveis = (level: number) => level < 2;

type Modo = { expandir: (level: number) => boolean; versao: number };

/**
 * A JSON value as a collapsible tree (WAI-ARIA tree: arrows move and open, Enter and Space toggle): keys,
 * values coloured by type, each node opened or closed by itself, the whole tree at once, and a copy of the JSON.
 */
export function JsonTree({ data, label }: { data: object; label: string }) {
  const { enqueueSnackbar } = useSnackbar();
  // a new version remounts the tree, so every node takes the chosen state again
  const [modo, setModo] = useState<Modo>({ expandir: doisNiveis, versao: 0 });
  const escolher = (expandir: Modo['expandir']) =>
    setModo((atual) => ({ expandir, versao: atual.versao + 1 }));
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(data, null, 2));
      enqueueSnackbar(M.jsonCopiado, { variant: 'success' });
    } catch {
      enqueueSnackbar(M.erroCopiar, { variant: 'error' });
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" startIcon={<UnfoldMore />} onClick={() => escolher(allExpanded)}>
          {M.expandirTudo}
        </Button>
        <Button size="small" startIcon={<UnfoldLess />} onClick={() => escolher(collapseAllNested)}>
          {M.recolherTudo}
        </Button>
        <Button size="small" startIcon={<ContentCopy />} onClick={copiar}>
          {M.copiarJson}
        </Button>
      </Stack>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <JsonView
          key={modo.versao}
          data={data}
          style={ESTILO}
          shouldExpandNode={modo.expandir}
          aria-label={label}
        />
      </Box>
    </Stack>
  );
}
