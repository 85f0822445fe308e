import { describe, expect, it } from 'vitest';
import { dadosLegiveis } from './dados-legiveis.ts';

describe('dadosLegiveis', () => {
  it('names the keys in Portuguese and writes dates as DD/MM/AAAA, inside lists and objects', () => {
    expect(
      dadosLegiveis({
        antes: null,
        depois: {
          id: 5,
          email: 'ana@x.com',
          data_nascimento: '1990-04-02',
          created_at: '2026-03-11T15:30:00.000Z',
          empresas: [{ razao_social: 'Quero-Quero Ltda' }],
          cliente_estrangeiro: false,
        },
      }),
    ).toEqual({
      Antes: null,
      Depois: {
        ID: 5,
        'E-mail': 'ana@x.com',
        'Data de nascimento': '02/04/1990',
        'Criado em': '11/03/2026 12:30',
        Empresas: [{ 'Razão social': 'Quero-Quero Ltda' }],
        'Cliente estrangeiro': false,
      },
    });
  });
});
