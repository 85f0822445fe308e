import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { COTACAO_LIMITES } from '@skyler/domain/cotacoes';
import type { TipoServicoProvedor } from '@skyler/domain/fornecedores';
import { useId, useMemo, useState } from 'react';
import { Controller, type Path, useFormContext, useWatch } from 'react-hook-form';
import { useFornecedoresSimples, useProvedoresSimples } from '../../../../api/get-listas-simples.ts';
import { DIALOG_WIDTH } from '../../../../components/dialogs/confirm-dialog.tsx';
import { ProviderImagePicker } from '../../../fornecedores/index.ts';
import { CampoBusca, CampoSelecao, CampoTexto, CampoValor, useSomenteLeitura } from './campos.tsx';
import type { CotacaoFormValues } from './cotacao-form.ts';
import { useDialogo } from './dialogo-context.tsx';

/** Fields every priced part has, under `prefixo` ('cotacao_hotel', 'cotacao_voo.subcotacoes.0'). */
type ParteProps = { prefixo: string };

const caminho = (prefixo: string, campo: string) => `${prefixo}.${campo}` as Path<CotacaoFormValues>;

/** The symbol of the part's currency, for its cost fields. */
export function useSimboloMoeda(prefixo: string): string {
  const { moedas } = useDialogo();
  const moeda = useWatch<CotacaoFormValues>({ name: caminho(prefixo, 'moeda') }) as number | null;
  return moedas.find((m) => m.id === moeda)?.simbolo ?? 'R$';
}

/** Supplier and provider; choosing another provider drops the images of the previous one. */
export function FornecedorProvedorFields({
  prefixo,
  tiposProvedor,
  fornecedorObrigatorio,
  labelProvedor = 'Provedor',
}: ParteProps & {
  tiposProvedor: readonly TipoServicoProvedor[];
  fornecedorObrigatorio: boolean;
  labelProvedor?: string;
}) {
  const { setValue, getValues } = useFormContext<CotacaoFormValues>();
  const fornecedores = useFornecedoresSimples();
  const provedores = useProvedoresSimples();
  const atual = useWatch<CotacaoFormValues>({ name: caminho(prefixo, 'provedor') }) as number | null;
  const opcoesProvedor = useMemo(
    () => (provedores.data ?? []).filter((p) => tiposProvedor.includes(p.tipo_servico) || p.id === atual),
    [provedores.data, tiposProvedor, atual],
  );
  return (
    <>
      <CampoBusca
        name={caminho(prefixo, 'fornecedor')}
        label="Fornecedor"
        required={fornecedorObrigatorio}
        opcoes={fornecedores.data ?? []}
        carregando={fornecedores.isLoading}
      />
      <CampoBusca
        name={caminho(prefixo, 'provedor')}
        label={labelProvedor}
        opcoes={opcoesProvedor}
        carregando={provedores.isLoading}
        onEscolha={(id) => {
          const imagens = getValues(caminho(prefixo, 'imagens_provedor')) as number[];
          if (id !== atual && imagens.length > 0) setValue(caminho(prefixo, 'imagens_provedor'), []);
        }}
      />
    </>
  );
}

/** The currency of the part's costs (default the real). */
export function MoedaField({ prefixo }: ParteProps) {
  const { moedas } = useDialogo();
  return (
    <CampoSelecao
      name={caminho(prefixo, 'moeda')}
      label="Moeda"
      opcoes={moedas.map((m) => ({ value: m.id, label: `${m.sigla} - ${m.nome}` }))}
    />
  );
}

/** RAV (the agency's fee, in reais) and, with the incentive on, the supplier's incentive. */
export function RavIncentivoFields({ prefixo }: ParteProps) {
  const { incentivoAtivado } = useDialogo();
  return (
    <>
      <CampoValor name={caminho(prefixo, 'rav')} label="RAV" />
      {incentivoAtivado ? (
        <>
          <CampoValor name={caminho(prefixo, 'porcentagem_incentivo')} label="Incentivo (%)" prefixo="%" />
          <CampoValor name={caminho(prefixo, 'valor_incentivo')} label="Incentivo (valor)" />
        </>
      ) : null}
    </>
  );
}

export function AnotacaoCustoField({ prefixo }: ParteProps) {
  return (
    <CampoTexto
      name={caminho(prefixo, 'anotacao_custo_extra')}
      label="Explicação dos custos extras"
      multiline
      minRows={2}
      contador={COTACAO_LIMITES.anotacaoCustoMax}
    />
  );
}

/** The chosen provider's images for the quote: a button with the count, the picker in a small dialog. */
export function ImagensField({ prefixo }: ParteProps) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  const provedor = useWatch<CotacaoFormValues>({ name: caminho(prefixo, 'provedor') }) as number | null;
  const [aberto, setAberto] = useState(false);
  const tituloId = useId();
  return (
    <Controller
      name={caminho(prefixo, 'imagens_provedor')}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const ids = (field.value as number[] | undefined) ?? [];
        return (
          <Stack sx={{ alignItems: 'flex-start' }}>
            <Button size="small" startIcon={<PhotoLibraryIcon />} onClick={() => setAberto(true)}>
              Imagens do provedor ({ids.length}/{COTACAO_LIMITES.imagensMax})
            </Button>
            {error ? <FormHelperText error>{error.message}</FormHelperText> : null}
            <Dialog
              open={aberto}
              onClose={() => setAberto(false)}
              aria-labelledby={tituloId}
              maxWidth={false}
              slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
            >
              <DialogTitle id={tituloId}>Imagens do provedor</DialogTitle>
              <DialogContent>
                <ProviderImagePicker
                  provedorId={provedor}
                  value={ids}
                  disabled={somenteLeitura}
                  onChange={field.onChange}
                />
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setAberto(false)}>Fechar</Button>
              </DialogActions>
            </Dialog>
          </Stack>
        );
      }}
    />
  );
}
