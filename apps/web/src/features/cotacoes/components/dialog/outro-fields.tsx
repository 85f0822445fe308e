import Stack from '@mui/material/Stack';
import { CampoData, CampoTexto, CampoValor, Grade } from './campos.tsx';
import {
  AnotacaoCustoField,
  FornecedorProvedorFields,
  ImagensField,
  MoedaField,
  RavIncentivoFields,
  useSimboloMoeda,
} from './parte-comum.tsx';
import { ResumoParte } from './resumo-parte.tsx';

const P = 'cotacao_outro';
const OUTROS = ['outro'] as const;

/** The other-service part (part 1 §2, §3). */
export function OutroFields() {
  const simbolo = useSimboloMoeda(P);
  return (
    <Stack spacing={2}>
      <Grade min={220}>
        <CampoTexto name={`${P}.nome_servico`} label="Nome do serviço" required />
        <CampoTexto name={`${P}.local`} label="Local" />
        <CampoData name={`${P}.data_inicio`} label="Data de início" />
        <CampoData name={`${P}.data_fim`} label="Data de fim" />
      </Grade>
      <CampoTexto name={`${P}.descricao_servico`} label="Descrição do serviço" multiline minRows={2} />
      <Grade>
        <FornecedorProvedorFields prefixo={P} tiposProvedor={OUTROS} fornecedorObrigatorio />
        <MoedaField prefixo={P} />
        <CampoValor name={`${P}.custo_total`} label="Custo total" prefixo={simbolo} />
        <RavIncentivoFields prefixo={P} />
      </Grade>
      <AnotacaoCustoField prefixo={P} />
      <ImagensField prefixo={P} />
      <ResumoParte titulo="Serviço" testId="parte-outro" />
    </Stack>
  );
}
