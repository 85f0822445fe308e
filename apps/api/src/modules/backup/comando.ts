import { mkdirSync } from 'node:fs';
import type { Config } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { createFileStore } from '../../platform/files.ts';
import { openMigratedDatabase } from '../../runtime.ts';
import { fazerBackup, type Restauracao, RestauracaoRecusada, restaurar } from './backup.ts';

export const USO_BACKUP = `  node apps/api/dist/cli.js backup --out ARQUIVO
      (o banco e os arquivos enviados num só arquivo .tar.gz; no banco embutido, com a aplicação parada)
  node apps/api/dist/cli.js restore --in ARQUIVO [--force]
      (restaura num banco vazio; --force substitui os dados que houver)`;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** `backup --out` and `restore --in [--force]` (decision 0046); answers the exit code. */
export async function executarBackupOuRestauracao(
  comando: 'backup' | 'restore',
  values: { out?: string | undefined; in?: string | undefined; force?: boolean | undefined },
  config: Config,
): Promise<number> {
  const files = await createFileStore(config);
  if (comando === 'backup') {
    if (!values.out) throw new Error('Informe o arquivo de saída: backup --out ARQUIVO');
    const database = await openMigratedDatabase(config, { poolMax: 2 });
    try {
      const manifesto = await fazerBackup({ database, store: files.store, saida: values.out });
      const bytes = manifesto.entradas.reduce((soma, item) => soma + item.bytes, 0);
      console.log(
        `Backup gravado em ${values.out}: banco (${manifesto.banco.formato === 'pglite' ? 'pasta de dados do banco embutido' : `${manifesto.banco.tabelas.length} tabelas`}) e ${manifesto.arquivos} arquivo(s), ${megabytes(bytes)} antes da compressão.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  if (!values.in) throw new Error('Informe o arquivo do backup: restore --in ARQUIVO [--force]');
  let resultado: Restauracao;
  try {
    if (config.databaseUrl) {
      const database = await openPostgres(config.databaseUrl, { poolMax: 2 });
      try {
        resultado = await restaurar({
          entrada: values.in,
          destino: { tipo: 'aberto', database },
          store: files.store,
          force: values.force ?? false,
        });
      } finally {
        await database.close();
      }
    } else {
      mkdirSync(config.dataDir, { recursive: true });
      resultado = await restaurar({
        entrada: values.in,
        destino: { tipo: 'pglite', dataDir: config.dataDir },
        store: files.store,
        force: values.force ?? false,
      });
    }
  } catch (error) {
    if (error instanceof RestauracaoRecusada) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  console.log(
    resultado.formato === 'pglite'
      ? `Backup restaurado: a pasta de dados do banco embutido e ${resultado.arquivos} arquivo(s).`
      : `Backup restaurado: ${resultado.tabelas} tabelas com ${resultado.linhas} linha(s) e ${resultado.arquivos} arquivo(s).`,
  );
  return 0;
}
