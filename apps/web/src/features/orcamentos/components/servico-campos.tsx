import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  ORCAMENTO_LIMITES,
  TIPOS_DATA_OUTRO,
  TIPOS_OUTRO_SERVICO,
  TIPOS_VEICULO,
} from '@skyler/domain/orcamentos';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { faixasPassageiros, type OrcamentoFormValues } from '../lib/orcamento-form.ts';
import {
  DataCampo,
  DatasCampos,
  FlexibilidadeCampo,
  LINHA_CAMPOS,
  NumeroCampo,
  Secao,
  TextoCampo,
} from './orcamento-campos.tsx';

const MAX = ORCAMENTO_LIMITES.passageirosMax;

/** A hotel request: place, check-in and check-out windows, guests and rooms. */
export function HotelCampos({ onIdaVolta }: { onIdaVolta: () => void }) {
  const faixas = faixasPassageiros('hotel');
  return (
    <>
      <Box sx={LINHA_CAMPOS(2)}>
        <TextoCampo name="orcamento_hotel.local" label="Local" required />
        <FlexibilidadeCampo name="orcamento_hotel.flexibilidade" />
      </Box>
      <Box sx={LINHA_CAMPOS(2)}>
        <DataCampo name="orcamento_hotel.checkin_inicio" label="Check-in" required onDate={onIdaVolta} />
        <DataCampo name="orcamento_hotel.checkin_fim" label="Check-in até" />
        <DataCampo name="orcamento_hotel.checkout_inicio" label="Check-out" required onDate={onIdaVolta} />
        <DataCampo name="orcamento_hotel.checkout_fim" label="Check-out até" />
      </Box>
      <Secao titulo="Hóspedes">
        <Box sx={{ ...LINHA_CAMPOS(2), gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
          <NumeroCampo
            name="orcamento_hotel.adultos"
            label="Adultos"
            helperText={faixas.adultos}
            min={1}
            max={MAX}
            required
          />
          <NumeroCampo
            name="orcamento_hotel.criancas"
            label="Crianças"
            helperText={faixas.criancas}
            max={MAX}
            required
          />
          <NumeroCampo
            name="orcamento_hotel.bebes"
            label="Bebês"
            helperText={faixas.bebes}
            max={MAX}
            required
          />
          <NumeroCampo
            name="orcamento_hotel.quartos"
            label="Quartos"
            min={1}
            max={ORCAMENTO_LIMITES.quartosMax}
            required
          />
        </Box>
      </Secao>
      <TextoCampo name="orcamento_hotel.anotacoes" label="Anotações" multiline />
    </>
  );
}

/** A car rental request: where and when the vehicle is picked up and returned, and its kind. */
export function CarroCampos({ onIdaVolta }: { onIdaVolta: () => void }) {
  return (
    <>
      <Secao titulo="Retirada">
        <TextoCampo name="orcamento_carro.local_retirada" label="Local de retirada" required />
        <DatasCampos
          rotulo="Retirada"
          inicio="orcamento_carro.data_retirada_inicio"
          fim="orcamento_carro.data_retirada_fim"
          flexibilidade="orcamento_carro.flexibilidade_retirada"
          onDate={onIdaVolta}
        />
      </Secao>
      <Secao titulo="Devolução">
        <TextoCampo name="orcamento_carro.local_devolucao" label="Local de devolução" required />
        <DatasCampos
          rotulo="Devolução"
          inicio="orcamento_carro.data_devolucao_inicio"
          fim="orcamento_carro.data_devolucao_fim"
          flexibilidade="orcamento_carro.flexibilidade_devolucao"
          onDate={onIdaVolta}
        />
      </Secao>
      <TextoCampo
        name="orcamento_carro.tipo_veiculo"
        label="Tipo de veículo"
        options={TIPOS_VEICULO.options()}
        required
      />
      <TextoCampo name="orcamento_carro.anotacoes" label="Anotações" multiline />
    </>
  );
}

/** Any other service: which one, where and when. */
export function OutroCampos() {
  const { control } = useFormContext<OrcamentoFormValues>();
  const tipoData = useWatch({ control, name: 'orcamento_outro.tipo_data' });
  return (
    <>
      <TextoCampo
        name="orcamento_outro.nome_servico"
        label="Serviço"
        options={TIPOS_OUTRO_SERVICO.options()}
        required
      />
      <Box sx={LINHA_CAMPOS(2)}>
        <TextoCampo name="orcamento_outro.local" label="Local" required />
        <FlexibilidadeCampo name="orcamento_outro.flexibilidade" />
      </Box>
      <Controller
        name="orcamento_outro.tipo_data"
        control={control}
        render={({ field }) => (
          <RadioGroup row aria-label="Tipo de data" value={field.value} onChange={field.onChange}>
            {TIPOS_DATA_OUTRO.options().map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        )}
      />
      <Box sx={LINHA_CAMPOS(2)}>
        <DataCampo
          name="orcamento_outro.data_inicio_inicio"
          label={tipoData === 'periodo' ? 'Início' : 'Data'}
          required
        />
        {tipoData === 'periodo' ? <DataCampo name="orcamento_outro.data_inicio_fim" label="Fim" /> : null}
      </Box>
      <TextoCampo name="orcamento_outro.descricao_servico" label="Descrição do serviço" multiline />
      <TextoCampo name="orcamento_outro.anotacoes" label="Anotações" multiline />
    </>
  );
}
