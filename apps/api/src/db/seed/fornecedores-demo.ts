import { ZFornecedorRequest, ZProvedorCreateRequest } from '@skyler/domain/fornecedores';
import { inArray } from 'drizzle-orm';
import { fornecedorValores } from '../../modules/fornecedores/fornecedores.service.ts';
import { provedorValores } from '../../modules/fornecedores/provedores.service.ts';
import type { FileStore } from '../../platform/files.ts';
import type { DbOrTx } from '../client.ts';
import {
  cias_aereas,
  fornecedores,
  fornecedores_provedores,
  provedor_imagens,
  provedores,
} from '../schema/index.ts';
import { FORNECEDORES_DEMO, PROVEDORES_DEMO } from './fornecedores-demo-data.ts';
import { desenharImagem } from './imagens-demo.ts';

function endereco([cep, logradouro, numero, bairro, cidade, estado]: readonly string[]) {
  return { cep, logradouro, numero, bairro, cidade, estado, complemento: '', pais: 'Brasil' };
}

/**
 * The demo supplier base: providers (with drawn pictures when a file store is given), suppliers and who
 * sells whom. Every record goes through the API's own schema, so demo data is valid data.
 */
export async function seedFornecedoresDemo(tx: DbOrTx, { files }: { files?: FileStore | undefined } = {}) {
  const iatas = [...new Set(PROVEDORES_DEMO.flatMap((p) => (p.cia ? [p.cia] : [])))];
  const cias = await tx
    .select({ id: cias_aereas.id, iata: cias_aereas.iata })
    .from(cias_aereas)
    .where(inArray(cias_aereas.iata, iatas))
    .orderBy(cias_aereas.id);
  const ciaPorIata = new Map<string, number>();
  for (const cia of cias) if (cia.iata && !ciaPorIata.has(cia.iata)) ciaPorIata.set(cia.iata, cia.id);

  const provedorPorNome = new Map<string, number>();
  for (const [indice, demo] of PROVEDORES_DEMO.entries()) {
    const data = ZProvedorCreateRequest.parse({
      nome: demo.nome,
      email: demo.email,
      telefone: { numero: demo.telefone, pais: 'BR' },
      cpf: demo.cpf,
      cnpj: demo.cnpj,
      tipo_servico: demo.tipo,
      cia_aerea: demo.cia ? (ciaPorIata.get(demo.cia) ?? null) : null,
      endereco: endereco(demo.endereco),
    });
    const [row] = await tx.insert(provedores).values(provedorValores(data)).returning({ id: provedores.id });
    if (!row) throw new Error(`demo provider ${demo.nome} not created`);
    provedorPorNome.set(demo.nome, row.id);
    if (!files) continue;
    for (const [ordem, [cena, titulo, descricao]] of (demo.imagens ?? []).entries()) {
      const salvo = await files.save({
        data: desenharImagem(cena, indice * 10 + ordem + 1),
        nome: `${cena}.png`,
        kinds: ['imagem'],
      });
      await tx.insert(provedor_imagens).values({
        provedor_id: row.id,
        titulo,
        descricao,
        arquivo: salvo.key,
        mime: salvo.mime,
        tamanho: salvo.size,
        nome_arquivo: salvo.nome,
      });
    }
  }

  for (const demo of FORNECEDORES_DEMO) {
    const data = ZFornecedorRequest.parse({
      nome: demo.nome,
      email: demo.email,
      telefone: { numero: demo.telefone, pais: 'BR' },
      cpf: demo.cpf,
      cnpj: demo.cnpj,
      endereco: endereco(demo.endereco),
      meios_de_pagamento: demo.meios,
      // a supplier paid by Pix has its finance e-mail as the key
      chave_pix: demo.meios.includes('pix') ? demo.email : null,
    });
    const [row] = await tx
      .insert(fornecedores)
      .values(fornecedorValores(data))
      .returning({ id: fornecedores.id });
    if (!row) throw new Error(`demo supplier ${demo.nome} not created`);
    const provedorIds = demo.provedores.map((nome) => {
      const id = provedorPorNome.get(nome);
      if (!id) throw new Error(`demo supplier ${demo.nome} names an unknown provider ${nome}`);
      return id;
    });
    await tx
      .insert(fornecedores_provedores)
      .values(provedorIds.map((provedor_id) => ({ fornecedor_id: row.id, provedor_id })));
  }
}
