import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useProgramas } from '../../../../api/get-programas.ts';
import { BilheteFields } from './bilhete-fields.tsx';
import { useSomenteLeitura } from './campos.tsx';
import { type BilheteForm, type CotacaoFormValues, copiaDoBilhete } from './cotacao-form.ts';

/** The flight part: its tickets; a new ticket is a copy of the last (part 1 §4). */
export function VooFields() {
  const somenteLeitura = useSomenteLeitura();
  const { control, getValues } = useFormContext<CotacaoFormValues>();
  const bilhetes = useFieldArray({ control, name: 'cotacao_voo.subcotacoes' });
  const programas = useProgramas();
  return (
    <Stack spacing={2}>
      {bilhetes.fields.map((bilhete, i) => (
        <BilheteFields
          key={bilhete.id}
          indice={i}
          programas={programas}
          onRemover={bilhetes.fields.length > 1 ? () => bilhetes.remove(i) : undefined}
        />
      ))}
      {somenteLeitura ? null : (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              const atuais = getValues('cotacao_voo.subcotacoes') as BilheteForm[];
              const ultimo = atuais.at(-1);
              if (ultimo) bilhetes.append(copiaDoBilhete(ultimo));
            }}
          >
            Adicionar bilhete
          </Button>
        </Box>
      )}
    </Stack>
  );
}
