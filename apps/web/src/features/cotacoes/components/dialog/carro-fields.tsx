import Stack from '@mui/material/Stack';
import { CampoDataHora, CampoNumero, CampoTexto, CampoValor, Grade } from './campos.tsx';
import {
  AnotacaoCustoField,
  FornecedorProvedorFields,
  ImagensField,
  MoedaField,
  RavIncentivoFields,
  useSimboloMoeda,
} from './parte-comum.tsx';
import { ResumoParte } from './resumo-parte.tsx';

const P = 'cotacao_carro';
const LOCADORAS = ['locadora_de_carro'] as const;

/** The car rental part (part 1 §2, §3). */
export function CarroFields() {
  const simbolo = useSimboloMoeda(P);
  return (
    <Stack spacing={2}>
      <Grade min={220}>
        <CampoTexto name={`${P}.local_retirada`} label="Local de retirada" />
        <CampoDataHora name={`${P}.data_hora_retirada`} label="Retirada" />
        <CampoTexto name={`${P}.local_devolucao`} label="Local de devolução" />
        <CampoDataHora name={`${P}.data_hora_devolucao`} label="Devolução" />
        <CampoTexto name={`${P}.empresa`} label="Locadora" />
        <CampoTexto name={`${P}.tipo_carro`} label="Tipo de carro" />
        <FornecedorProvedorFields prefixo={P} tiposProvedor={LOCADORAS} fornecedorObrigatorio />
      </Grade>
      <Grade>
        <CampoNumero name={`${P}.diarias`} label="Diárias" min={0} />
        <MoedaField prefixo={P} />
        <CampoValor name={`${P}.custo_diaria`} label="Custo da diária" prefixo={simbolo} />
        <CampoValor name={`${P}.custo_seguro`} label="Seguro" prefixo={simbolo} />
        <CampoValor name={`${P}.custo_extras`} label="Custos extras" prefixo={simbolo} />
        <RavIncentivoFields prefixo={P} />
      </Grade>
      <AnotacaoCustoField prefixo={P} />
      <ImagensField prefixo={P} />
      <ResumoParte titulo="Aluguel de carro" testId="parte-carro" />
    </Stack>
  );
}
