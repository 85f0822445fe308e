import { defineEnum } from './enum.ts';

export const PERFIS_CONTATO = defineEnum({
  contato_basico: { label: 'Contato básico' },
  passageiro_nacional: { label: 'Passageiro nacional' },
  passageiro_internacional: { label: 'Passageiro internacional' },
  responsavel_financeiro: { label: 'Responsável financeiro' },
  portador_programa_fidelidade: { label: 'Portador de programa fidelidade' },
  time_skyler: { label: 'Time Skyler' },
});

/** Tier of a contact or company; the wizard shows VIP, 1 and 2, the info tab VIP, Tier 1 and Tier 2. */
export const TIERS = defineEnum({
  VIP: { label: 'VIP' },
  '1': { label: 'Tier 1' },
  '2': { label: 'Tier 2' },
});

export const GENEROS = defineEnum({ M: { label: 'Masculino' }, F: { label: 'Feminino' } });

export const CATEGORIAS_CNH = defineEnum({
  A: { label: 'A' },
  B: { label: 'B' },
  C: { label: 'C' },
  D: { label: 'D' },
  E: { label: 'E' },
});
