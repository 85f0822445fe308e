import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';

/** Valid documents that the demo data does not use. */
export const DOCUMENTOS = {
  cnpjs: ['54737947000109', '37950432000173', '22142269000145', '75974938000101'],
  cpfs: ['42461102805', '67424730886', '17395527682', '18762945157'],
} as const;

export const ROLES_QUE_EDITAM = ['admin', 'financeiro', 'emissor'] as const;
export const ROLES_QUE_SO_LEEM = ['consultor', 'sdr', 'cotador', 'milhas'] as const;

export function fornecedorBody(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Consolidadora Teste Ltda',
    email: 'financeiro@consolidadora-teste.com.br',
    telefone: { numero: '(11) 3145-2000', pais: 'BR' },
    cpf: '',
    cnpj: '54.737.947/0001-09',
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Conj. 12',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
    },
    meios_de_pagamento: ['pix', 'boleto'],
    ...overrides,
  };
}

export function provedorBody(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Hotel Teste Beira-Mar',
    email: 'reservas@hotelteste.com.br',
    telefone: { numero: '81999412233', pais: 'BR' },
    cnpj: '37950432000173',
    tipo_servico: 'hospedagem',
    cia_aerea: null,
    endereco: { cep: '55590000', cidade: 'Ipojuca', estado: 'PE' },
    ...overrides,
  };
}

/** The newest audit-log rows of a kind. */
export function findLogs(db: Db, tipo: string) {
  return db.select().from(logs).where(eq(logs.tipo, tipo)).orderBy(desc(logs.id));
}

/** A multipart/form-data body as a browser sends it. */
export async function multipart(
  campos: Record<string, string>,
  arquivo?: { data: Buffer; nome: string; tipo?: string; campo?: string },
) {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(campos)) form.append(campo, valor);
  if (arquivo) {
    form.append(
      arquivo.campo ?? 'imagem',
      new Blob([new Uint8Array(arquivo.data)], { type: arquivo.tipo ?? 'image/png' }),
      arquivo.nome,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
