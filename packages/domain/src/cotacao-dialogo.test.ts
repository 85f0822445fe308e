import { describe, expect, it } from 'vitest';
import { opcoesCotador } from './cotacao-dialogo.ts';

const usuario = (id: number, username: string, flags: { cotador?: boolean; cliente?: boolean } = {}) => ({
  id,
  username,
  cotador: flags.cotador ?? false,
  cliente: flags.cliente ?? false,
});

describe('opcoesCotador', () => {
  it('offers quoters, the extra quoters and the user, without customer accounts, by username', () => {
    const usuarios = [
      usuario(1, 'zeca', { cotador: true }),
      usuario(2, 'ana'),
      usuario(3, 'bia'),
      usuario(4, 'carla', { cotador: true, cliente: true }),
      usuario(5, 'davi'),
      usuario(6, 'eva', { cotador: true }),
    ];
    const opcoes = opcoesCotador(usuarios, { id: 5, cotador_extra: [3, 4] });
    expect(opcoes.map((u) => u.username)).toEqual(['bia', 'davi', 'eva', 'zeca']);
  });
});
