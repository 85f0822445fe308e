import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CLASSES_CABINE, ORCAMENTO_LIMITES, TIPOS_TRECHO } from '@skyler/domain/orcamentos-regras';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AeroportoField } from '../../../components/fields/aeroporto-field.tsx';
import {
  emptyTrecho,
  faixasPassageiros,
  type OrcamentoFormValues,
  type TipoTrecho,
} from '../lib/orcamento-form.ts';
import { campoLigado, DatasCampos, LINHA_CAMPOS, NumeroCampo, Secao } from './orcamento-campos.tsx';

type Props = { onIdaVolta: () => void };

function AeroportoCampo({ indice, lado }: { indice: number; lado: 'origem' | 'destino' }) {
  const { control } = useFormContext<OrcamentoFormValues>();
  return (
    <Controller
      name={`orcamento_voo.trechos.${indice}.${lado}`}
      control={control}
      render={(props) => (
        <AeroportoField
          {...campoLigado(props)}
          label={lado === 'origem' ? 'Origem' : 'Destino'}
          formato="local"
          required
          value={props.field.value as string}
        />
      )}
    />
  );
}

/** The flight of a request: kind of trip, legs, classes and passengers (part 1 §3). */
export function VooCampos({ onIdaVolta }: Props) {
  const { control, getValues } = useFormContext<OrcamentoFormValues>();
  const trechos = useFieldArray({ control, name: 'orcamento_voo.trechos' });
  const tipoTrecho = useWatch({ control, name: 'orcamento_voo.tipo_trecho' });
  const [origem, destino] = useWatch({
    control,
    name: ['orcamento_voo.trechos.0.origem', 'orcamento_voo.trechos.0.destino'],
  });
  const { formState } = useFormContext<OrcamentoFormValues>();
  const erroTrechos =
    formState.errors.orcamento_voo?.trechos?.root?.message ??
    formState.errors.orcamento_voo?.trechos?.message;
  const faixas = faixasPassageiros('voo');

  const mudarTipo = (tipo: TipoTrecho) => {
    // a round trip keeps its return dates in a second leg; a multi-leg trip starts with two legs
    if (tipo !== 'so_ida' && getValues('orcamento_voo.trechos').length < 2) trechos.append(emptyTrecho());
  };

  return (
    <>
      <Controller
        name="orcamento_voo.tipo_trecho"
        control={control}
        render={({ field }) => (
          <RadioGroup
            row
            aria-label="Tipo de trecho"
            value={field.value}
            onChange={(event) => {
              const tipo = event.target.value as TipoTrecho;
              field.onChange(tipo);
              mudarTipo(tipo);
            }}
          >
            {TIPOS_TRECHO.options().map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        )}
      />
      {tipoTrecho === 'multitrecho' ? (
        <>
          {trechos.fields.map((trecho, indice) => (
            <Secao key={trecho.id} titulo={`Trecho ${indice + 1}`}>
              <Box sx={LINHA_CAMPOS(2)}>
                <AeroportoCampo indice={indice} lado="origem" />
                <AeroportoCampo indice={indice} lado="destino" />
              </Box>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1 }}>
                  <DatasCampos
                    rotulo="Data"
                    inicio={`orcamento_voo.trechos.${indice}.data_inicio`}
                    fim={`orcamento_voo.trechos.${indice}.data_fim`}
                    flexibilidade={`orcamento_voo.trechos.${indice}.flexibilidade_origem`}
                  />
                </Box>
                <IconButton
                  aria-label={`Remover trecho ${indice + 1}`}
                  disabled={trechos.fields.length <= 2}
                  onClick={() => trechos.remove(indice)}
                  sx={{ mt: 1 }}
                >
                  <Delete />
                </IconButton>
              </Box>
            </Secao>
          ))}
          <Box>
            <Button
              startIcon={<Add />}
              disabled={trechos.fields.length >= ORCAMENTO_LIMITES.trechosMax}
              onClick={() => trechos.append(emptyTrecho())}
            >
              Adicionar trecho
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Box sx={LINHA_CAMPOS(2)}>
            <AeroportoCampo indice={0} lado="origem" />
            <AeroportoCampo indice={0} lado="destino" />
          </Box>
          <Secao titulo="Ida">
            <DatasCampos
              rotulo="Ida"
              inicio="orcamento_voo.trechos.0.data_inicio"
              fim="orcamento_voo.trechos.0.data_fim"
              flexibilidade="orcamento_voo.trechos.0.flexibilidade_origem"
              onDate={onIdaVolta}
            />
          </Secao>
          {tipoTrecho === 'ida_volta' ? (
            <Secao titulo="Volta">
              <Typography variant="body2" color="text.secondary" data-testid="trecho-volta">
                {`Trecho de volta: ${destino || '—'} → ${origem || '—'}`}
              </Typography>
              {/* the return leg's flexibility is kept on the outbound one, as the round trip is built */}
              <DatasCampos
                rotulo="Volta"
                inicio="orcamento_voo.trechos.1.data_inicio"
                fim="orcamento_voo.trechos.1.data_fim"
                flexibilidade="orcamento_voo.trechos.0.flexibilidade_destino"
                onDate={onIdaVolta}
              />
            </Secao>
          ) : null}
        </>
      )}
      {erroTrechos ? <Alert severity="error">{erroTrechos}</Alert> : null}
      <Secao titulo="Classes">
        <FormGroup row>
          {CLASSES_CABINE.options().map((o) => (
            <Controller
              key={o.value}
              name={`orcamento_voo.${o.value}`}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label={o.label}
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
      </Secao>
      <Secao titulo="Passageiros">
        <Box sx={LINHA_CAMPOS(3)}>
          <NumeroCampo
            name="orcamento_voo.adultos"
            label="Adultos"
            helperText={faixas.adultos}
            min={1}
            max={ORCAMENTO_LIMITES.passageirosMax}
            required
          />
          <NumeroCampo
            name="orcamento_voo.criancas"
            label="Crianças"
            helperText={faixas.criancas}
            max={ORCAMENTO_LIMITES.passageirosMax}
            required
          />
          <NumeroCampo
            name="orcamento_voo.bebes"
            label="Bebês"
            helperText={faixas.bebes}
            max={ORCAMENTO_LIMITES.passageirosMax}
            required
          />
        </Box>
      </Secao>
    </>
  );
}
