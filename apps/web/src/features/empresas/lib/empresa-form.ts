import type { ContatoRef } from '@skyler/domain/contatos';
import {
  type Empresa,
  type EmpresaData,
  type EmpresaRequest,
  ZEmpresaRequest,
} from '@skyler/domain/empresas';
import { emptyTelefone, type TelefoneValue } from '@skyler/domain/paises-telefone';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';

/** What the company form holds: strings, the phone value and the picked referral. */
export type EmpresaFormValues = {
  nome: string;
  razao_social: string;
  cnpj: string;
  email: string;
  telefone: TelefoneValue;
  indicacao: ContatoRef | null;
  observacoes: string;
  tier: '' | 'VIP' | '1' | '2';
};

export function emptyEmpresaForm(): EmpresaFormValues {
  return {
    nome: '',
    razao_social: '',
    cnpj: '',
    email: '',
    telefone: emptyTelefone(),
    indicacao: null,
    observacoes: '',
    tier: '',
  };
}

export function empresaToForm(empresa: Empresa): EmpresaFormValues {
  return {
    nome: empresa.nome,
    razao_social: empresa.razao_social ?? '',
    cnpj: empresa.cnpj ?? '',
    email: empresa.email ?? '',
    telefone: empresa.telefone ?? emptyTelefone(),
    indicacao: empresa.indicacao,
    observacoes: empresa.observacoes ?? '',
    tier: empresa.tier ?? '',
  };
}

export function empresaToRequest(values: EmpresaFormValues): EmpresaRequest {
  return {
    ...values,
    telefone: values.telefone.numero ? values.telefone : null,
    indicacao: values.indicacao?.id ?? null,
    tier: values.tier || null,
  };
}

export const empresaResolver = schemaResolver<EmpresaFormValues, EmpresaData>(
  ZEmpresaRequest,
  empresaToRequest,
);
