import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MEIOS_PAGAMENTO_FORNECEDOR, type MeioPagamentoFornecedor } from '@skyler/domain/fornecedores';
import { Controller, useFormContext } from 'react-hook-form';
import type { FornecedorFormValues } from '../lib/form-values.ts';

/** Supplier payment methods, several at once (part 2 §9). */
export function MeiosPagamentoField() {
  const { control } = useFormContext<FornecedorFormValues>();
  return (
    <Controller
      name="meios_de_pagamento"
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          select
          fullWidth
          label="Meios de pagamento"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as unknown as MeioPagamentoFornecedor[])}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error?.message}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {(selected as MeioPagamentoFornecedor[]).map((meio) => (
                    <Chip key={meio} size="small" label={MEIOS_PAGAMENTO_FORNECEDOR.label(meio)} />
                  ))}
                </Stack>
              ),
            },
          }}
        >
          {MEIOS_PAGAMENTO_FORNECEDOR.options().map((meio) => (
            <MenuItem key={meio.value} value={meio.value}>
              <Checkbox size="small" checked={field.value.includes(meio.value)} />
              <ListItemText primary={meio.label} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
