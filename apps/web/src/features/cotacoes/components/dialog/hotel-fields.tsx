import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { faixaDiarias } from '@skyler/domain/cotacoes';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CampoCheckbox, CampoData, CampoNumero, CampoTexto, CampoValor, Grade } from './campos.tsx';
import type { CotacaoFormValues } from './cotacao-form.ts';
import {
  AnotacaoCustoField,
  FornecedorProvedorFields,
  ImagensField,
  MoedaField,
  RavIncentivoFields,
  useSimboloMoeda,
} from './parte-comum.tsx';
import { ResumoParte } from './resumo-parte.tsx';

const P = 'cotacao_hotel';
const HOSPEDAGEM = ['hospedagem'] as const;

/**
 * The hotel part (part 1 §2, §3): min and max nights show only when a check-in or check-out range exists,
 * and must lie within the stays the ranges allow.
 */
export function HotelFields() {
  const { setValue, getValues } = useFormContext<CotacaoFormValues>();
  const simbolo = useSimboloMoeda(P);
  const [checkinInicio, checkinFim, checkoutInicio, checkoutFim] = useWatch<CotacaoFormValues>({
    name: [`${P}.checkin_inicio`, `${P}.checkin_fim`, `${P}.checkout_inicio`, `${P}.checkout_fim`],
  }) as (string | null)[];
  const faixa = faixaDiarias({
    checkin_inicio: checkinInicio ?? null,
    checkin_fim: checkinFim ?? null,
    checkout_inicio: checkoutInicio ?? null,
    checkout_fim: checkoutFim ?? null,
  });
  const temFaixa = faixa !== null;

  // without a range the stay has a fixed number of nights: min and max no longer apply
  useEffect(() => {
    if (temFaixa) return;
    if (getValues(`${P}.diarias_min`) !== null) setValue(`${P}.diarias_min`, null);
    if (getValues(`${P}.diarias_max`) !== null) setValue(`${P}.diarias_max`, null);
  }, [temFaixa, getValues, setValue]);

  return (
    <Stack spacing={2}>
      <Grade min={220}>
        <FornecedorProvedorFields
          prefixo={P}
          tiposProvedor={HOSPEDAGEM}
          fornecedorObrigatorio
          labelProvedor="Hotel (provedor)"
        />
        <CampoTexto name={`${P}.nome_hotel`} label="Nome do hotel" required />
        <CampoTexto name={`${P}.local_hotel`} label="Local" />
      </Grade>
      <Grade>
        <CampoData name={`${P}.checkin_inicio`} label="Check-in (de)" />
        <CampoData name={`${P}.checkin_fim`} label="Check-in (até)" />
        <CampoData name={`${P}.checkout_inicio`} label="Check-out (de)" />
        <CampoData name={`${P}.checkout_fim`} label="Check-out (até)" />
      </Grade>
      <Grade min={120}>
        <CampoNumero name={`${P}.diarias`} label="Diárias" min={0} />
        {faixa ? (
          <>
            <CampoNumero
              name={`${P}.diarias_min`}
              label="Diárias mín."
              min={0}
              helperText={`Entre ${faixa.min} e ${faixa.max}`}
            />
            <CampoNumero
              name={`${P}.diarias_max`}
              label="Diárias máx."
              min={0}
              helperText={`Entre ${faixa.min} e ${faixa.max}`}
            />
          </>
        ) : null}
        <CampoNumero name={`${P}.adultos`} label="Adultos" min={1} />
        <CampoNumero name={`${P}.criancas`} label="Crianças" min={0} />
        <CampoNumero name={`${P}.bebes`} label="Bebês" min={0} />
        <CampoNumero name={`${P}.quartos`} label="Quartos" min={1} />
      </Grade>
      <Grade>
        <MoedaField prefixo={P} />
        <CampoValor name={`${P}.custo_diaria`} label="Custo da diária" prefixo={simbolo} />
        <CampoValor name={`${P}.custo_extras`} label="Custos extras" prefixo={simbolo} />
        <RavIncentivoFields prefixo={P} />
      </Grade>
      <AnotacaoCustoField prefixo={P} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CampoCheckbox name={`${P}.cafe`} label="Café da manhã" />
        <ImagensField prefixo={P} />
      </Stack>
      <ResumoParte titulo="Hotel" testId="parte-hotel" />
      {temFaixa ? null : (
        <Typography variant="caption" color="text.secondary">
          Informe uma faixa de check-in ou check-out para cotar um mínimo e um máximo de diárias.
        </Typography>
      )}
    </Stack>
  );
}
