/**
 * npm run export -- <file>   writes the whole site to <file> (.tar.gz)
 * npm run import -- <file>   loads <file> into an empty database (DATABASE_URL / DATA_DIR decide which)
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createStorage } from '../lib/storage.ts';
import { exportSite, importSite } from './archive.ts';

const [command, file] = process.argv.slice(2);
if (!['export', 'import'].includes(command ?? '') || !file) {
  console.error('Usage: npm run export -- <file.tar.gz>   |   npm run import -- <file.tar.gz>');
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase(config);
// DATA_DIR/attachments, or the bucket the S3_* settings name: export reads it, import fills it.
const storage = createStorage(config);
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  await migrateToLatest(handle);
  const manifest =
    command === 'export'
      ? await exportSite(handle, storage, target)
      : await importSite(handle, storage, target);
  const total = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `${command === 'export' ? 'Exported' : 'Imported'} ${total} rows and the uploaded files ${command === 'export' ? 'to' : 'from'} ${target}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await storage.close();
  await handle.db.destroy();
}
