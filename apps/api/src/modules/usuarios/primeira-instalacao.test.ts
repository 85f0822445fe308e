import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { avisoPrimeiraInstalacao } from './primeira-instalacao.ts';
import { createUsuario } from './usuarios.service.ts';

let database: Database;

beforeAll(async () => {
  // a real installation: migrated, reference data only (DEMO_DATA=false), no user
  database = await createTestDatabase('migrada');
  await seedDatabase(database.db, { demo: false });
});

afterAll(async () => {
  await database.close();
});

describe('the first start of a real installation', () => {
  it('says how to create the first administrator while there is no user, and nothing once there is one', async () => {
    const aviso = await avisoPrimeiraInstalacao(database.db);
    expect(aviso.join('\n')).toContain('Nenhum usuário cadastrado');
    expect(aviso.join('\n')).toContain(
      'node apps/api/dist/cli.js create-admin --username LOGIN --email EMAIL',
    );
    expect(aviso.join('\n')).toContain('Administração › Usuários');

    await createUsuario(
      database.db,
      {
        username: 'maria',
        email: 'maria@agencia.com.br',
        nome: 'Maria',
        sobrenome: 'Souza',
        is_superuser: true,
      },
      { by: null },
    );
    expect(await avisoPrimeiraInstalacao(database.db)).toEqual([]);
  });
});
