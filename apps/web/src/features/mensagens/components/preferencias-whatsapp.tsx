import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatCelular,
  MENSAGENS_MESSAGES,
  type PreferenciasClienteForm,
  type PreferenciasClienteResposta,
  ZPreferenciasCliente,
} from '@skyler/domain/mensagens';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { usePreferencias } from '../api/get-mensagens.ts';
import { useSalvarPreferencias } from '../api/send-mensagem.ts';

export const PREFERENCIAS_TEXTOS = {
  titulo: 'Mensagens pelo WhatsApp',
  botao: 'Receber pelo WhatsApp',
  alterar: 'Alterar',
  aceito: 'Aceito receber da agência, pelo WhatsApp, avisos da minha viagem',
  celular: 'Celular com DDD',
  ativo: (telefone: string) => `Você recebe os avisos da viagem pelo WhatsApp em ${telefone}.`,
  inativo: 'Receba pelo WhatsApp os avisos de proposta, pagamentos, documentos, bilhetes e check-in.',
  erroSalvar: 'Não foi possível salvar as preferências.',
} as const;

type Form = { whatsapp: boolean; telefone: string };

function PreferenciasDialog({ atual, onClose }: { atual: PreferenciasClienteResposta; onClose: () => void }) {
  const salvar = useSalvarPreferencias();
  const form = useForm<Form, unknown, PreferenciasClienteForm>({
    defaultValues: { whatsapp: atual.whatsapp || !atual.telefone, telefone: atual.telefone ?? '' },
    resolver: schemaResolver<Form, PreferenciasClienteForm>(ZPreferenciasCliente),
  });
  return (
    <FormDialogDeSalvar
      form={form}
      title={PREFERENCIAS_TEXTOS.titulo}
      saving={salvar.isPending}
      sucesso={MENSAGENS_MESSAGES.preferenciasSalvas}
      fallback={PREFERENCIAS_TEXTOS.erroSalvar}
      salvar={(dados, resposta) => salvar.mutate(dados, resposta)}
      onClose={onClose}
    >
      <FormCheckbox<Form> name="whatsapp" label={PREFERENCIAS_TEXTOS.aceito} />
      <FormTextField<Form>
        name="telefone"
        label={PREFERENCIAS_TEXTOS.celular}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 30 } }}
      />
    </FormDialogDeSalvar>
  );
}

/** The client's WhatsApp opt-in, in the portal; shown only where the agency configured WhatsApp. */
export function PreferenciasWhatsapp() {
  const preferencias = usePreferencias();
  const [aberto, setAberto] = useState(false);
  const atual = preferencias.data;
  if (!atual?.whatsapp_disponivel) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
        {atual.whatsapp && atual.telefone
          ? PREFERENCIAS_TEXTOS.ativo(formatCelular(atual.telefone))
          : PREFERENCIAS_TEXTOS.inativo}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setAberto(true)}>
        {atual.whatsapp ? PREFERENCIAS_TEXTOS.alterar : PREFERENCIAS_TEXTOS.botao}
      </Button>
      {aberto ? <PreferenciasDialog atual={atual} onClose={() => setAberto(false)} /> : null}
    </Stack>
  );
}
