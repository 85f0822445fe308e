import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COTACAO_MESSAGES, TIPOS_PERNA } from '@skyler/domain/cotacoes';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos-regras';
import { useMemo } from 'react';
import { type Path, useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useCiasAereas } from '../../../../api/get-cias-aereas.ts';
import { CiaAereaLogo } from '../../../../components/cia-aerea-logo.tsx';
import { AeroportoField } from '../../../../components/fields/aeroporto-field.tsx';
import {
  CampoBusca,
  CampoCheckbox,
  CampoDataHora,
  CampoNumero,
  CampoSelecao,
  CampoTexto,
  Grade,
  useSomenteLeitura,
} from './campos.tsx';
import { type CotacaoFormValues, type PernaForm, pernaVazia } from './cotacao-form.ts';

const caminho = (p: string) => p as Path<CotacaoFormValues>;
/** A leg's airport: the app's airport picker, storing the IATA code. */
function AeroportoCampo({ name, label }: { name: string; label: string }) {
  const somenteLeitura = useSomenteLeitura();
  const { field, fieldState } = useController<CotacaoFormValues>({ name: caminho(name) });
  return (
    <AeroportoField
      label={label}
      formato="iata"
      size="small"
      required
      disabled={somenteLeitura}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

/** The leg's cabin: one class flag on ('Selecione apenas uma classe'). */
function ClassesField({ prefixo }: { prefixo: string }) {
  const { fieldState } = useController<CotacaoFormValues>({ name: caminho(`${prefixo}.economica`) });
  return (
    <Box>
      <FormLabel component="legend" sx={{ fontSize: 12 }}>
        Classe
      </FormLabel>
      <FormGroup row>
        {CLASSES_CABINE.options().map((classe) => (
          <CampoCheckbox key={classe.value} name={`${prefixo}.${classe.value}`} label={classe.label} />
        ))}
      </FormGroup>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </Box>
  );
}

/** One leg (perna) of a trip: airports, airline, times, flight number, class, passengers and baggage. */
function PernaFields({
  prefixo,
  numero,
  onRemover,
}: {
  prefixo: string;
  numero: number;
  onRemover?: () => void;
}) {
  const somenteLeitura = useSomenteLeitura();
  const cias = useCiasAereas();
  const opcoesCias = useMemo(
    () => (cias.data ?? []).map((c) => ({ id: c.id, nome: c.iata ? `${c.nome} (${c.iata})` : c.nome })),
    [cias.data],
  );
  const ciaEscolhida = useWatch<CotacaoFormValues>({
    name: `${prefixo}.cia_aerea` as Path<CotacaoFormValues>,
  });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Perna ${numero}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              Perna {numero}
            </Typography>
            {typeof ciaEscolhida === 'number' ? <CiaAereaLogo cia={{ id: ciaEscolhida }} /> : null}
          </Stack>
          {onRemover && !somenteLeitura ? (
            <IconButton size="small" aria-label={`Remover perna ${numero}`} onClick={onRemover}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
        <Grade min={200}>
          <AeroportoCampo name={`${prefixo}.origem`} label="Origem" />
          <AeroportoCampo name={`${prefixo}.destino`} label="Destino" />
          <CampoBusca
            name={`${prefixo}.cia_aerea`}
            label="Companhia aérea"
            opcoes={opcoesCias}
            carregando={cias.isLoading}
          />
          <CampoTexto name={`${prefixo}.numero_do_voo`} label="Nº do voo" />
          <CampoDataHora name={`${prefixo}.data_hora_partida`} label="Partida" />
          <CampoDataHora name={`${prefixo}.data_hora_chegada`} label="Chegada" />
          <CampoSelecao
            name={`${prefixo}.tipo_perna`}
            label="Tipo de perna"
            vazio="-"
            opcoes={TIPOS_PERNA.options()}
          />
        </Grade>
        <ClassesField prefixo={prefixo} />
        <Grade min={110}>
          <CampoNumero name={`${prefixo}.adultos`} label="Adultos" min={0} />
          <CampoNumero name={`${prefixo}.criancas`} label="Crianças" min={0} />
          <CampoNumero name={`${prefixo}.bebes`} label="Bebês" min={0} />
          <CampoNumero
            name={`${prefixo}.bagagem_10kg`}
            label="Bagagem 10kg"
            min={0}
            max={5}
            mensagemLimite={COTACAO_MESSAGES.bagagem}
          />
          <CampoNumero
            name={`${prefixo}.bagagem_23kg`}
            label="Bagagem 23kg"
            min={0}
            max={5}
            mensagemLimite={COTACAO_MESSAGES.bagagem}
          />
        </Grade>
      </Stack>
    </Paper>
  );
}

/** A connection leg continues from where the last leg lands, with its class and passengers. */
function pernaDeConexao(ultima: PernaForm | undefined): PernaForm {
  if (!ultima) return pernaVazia();
  return pernaVazia({
    origem: ultima.destino,
    economica: ultima.economica,
    economica_premium: ultima.economica_premium,
    executiva: ultima.executiva,
    primeira_classe: ultima.primeira_classe,
    adultos: ultima.adultos,
    criancas: ultima.criancas,
    bebes: ultima.bebes,
    tipo_perna: 'conexao',
  });
}

function TrechoFields({
  prefixo,
  numero,
  onRemover,
}: {
  prefixo: string;
  numero: number;
  onRemover?: () => void;
}) {
  const somenteLeitura = useSomenteLeitura();
  const { control, getValues } = useFormContext<CotacaoFormValues>();
  const pernas = useFieldArray({
    control,
    name: `${prefixo}.pernas` as 'cotacao_voo.subcotacoes.0.viagem.trechos.0.pernas',
  });
  return (
    <Stack spacing={1} role="group" aria-label={`Trecho ${numero}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">Trecho {numero}</Typography>
        <Box sx={{ flex: 1 }} />
        {somenteLeitura ? null : (
          <>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => {
                const atuais = getValues(caminho(`${prefixo}.pernas`)) as PernaForm[];
                pernas.append(pernaDeConexao(atuais.at(-1)));
              }}
            >
              Adicionar conexão
            </Button>
            {onRemover ? (
              <Button size="small" color="error" onClick={onRemover}>
                Remover trecho {numero}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
      {pernas.fields.map((perna, k) => (
        <PernaFields
          key={perna.id}
          prefixo={`${prefixo}.pernas.${k}`}
          numero={k + 1}
          onRemover={pernas.fields.length > 1 ? () => pernas.remove(k) : undefined}
        />
      ))}
    </Stack>
  );
}

/** The ticket's trip: its trechos, each with its legs (pernas). */
export function ViagemFields({ prefixo }: { prefixo: string }) {
  const somenteLeitura = useSomenteLeitura();
  const { control } = useFormContext<CotacaoFormValues>();
  const trechos = useFieldArray({
    control,
    name: `${prefixo}.viagem.trechos` as 'cotacao_voo.subcotacoes.0.viagem.trechos',
  });
  return (
    <Stack spacing={2}>
      {trechos.fields.map((trecho, j) => (
        <TrechoFields
          key={trecho.id}
          prefixo={`${prefixo}.viagem.trechos.${j}`}
          numero={j + 1}
          onRemover={trechos.fields.length > 1 ? () => trechos.remove(j) : undefined}
        />
      ))}
      {somenteLeitura ? null : (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => trechos.append({ pernas: [pernaVazia()] })}
          >
            Adicionar trecho
          </Button>
        </Box>
      )}
    </Stack>
  );
}
