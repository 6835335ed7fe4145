/**
 * node --import tsx bench/images.ts: an uploaded image (the logo's 480 px variant) under 50
 * connections, from our server and, when nginx is installed (`apt-get install -y nginx`), from
 * nginx serving the same file from a temporary configuration on a free port (sendfile, one worker
 * per core), alternately, ROUNDS times each. Prints both and the ratio (target: ours ≥ 0.7× nginx);
 * writes bench/results/images.json. Without nginx, ours alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { attachmentPath } from '@chamber/contracts';
import { freePort } from '../apps/api/test/server-process.ts';
import { apiPath, root, startServer } from './server.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.7;
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

async function requestsPerSecond(url: string) {
  await (await fetch(url)).arrayBuffer(); // warm: the first answer is taken from disk
  await (await fetch(url)).arrayBuffer();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

/** nginx serving DATA_DIR/attachments at the same path, as docs/operations.md suggests. */
async function startNginx(attachmentsDir: string) {
  if (spawnSync(NGINX, ['-v']).status !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'chamber-nginx-'));
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes auto;
${process.getuid?.() === 0 ? "# The files are the server user's only (0600): workers run as that user.\nuser root;" : ''}
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  types { image/webp webp; image/png png; image/jpeg jpg; }
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location /api/Attachments/ {
      alias ${attachmentsDir}/;
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options nosniff;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', config, '-p', dir], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    base,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
const nginx = await startNginx(path.join(server.dataDir, 'attachments')).catch((error) => {
  console.log(`nginx could not be started (${String(error)}): ours alone.`);
  return null;
});
try {
  const info = (await (await fetch(`${server.base}${apiPath('Home.GetCMSInfo')}`)).json()) as {
    companyLogoPath: string;
  };
  const image = attachmentPath(`${info.companyLogoPath.replace(/\.[a-z]+$/, '')}-480.webp`);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push((await requestsPerSecond(`${server.base}${image}`)).requestsPerSecond);
    if (nginx) theirs.push((await requestsPerSecond(`${nginx.base}${image}`)).requestsPerSecond);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const ratio = nginx ? Math.round((sum(ours) / sum(theirs)) * 100) / 100 : null;
  const bytes = (await (await fetch(`${server.base}${image}`)).arrayBuffer()).byteLength;
  console.log(`image ${image} (${bytes} bytes), ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(`ours:  ${ours.join(', ')} req/s`);
  if (nginx)
    console.log(`nginx: ${theirs.join(', ')} req/s   ratio ${ratio} (target ${TARGET_RATIO})`);
  writeFileSync(
    path.join(root, 'bench/results/images.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        database: server.database,
        image,
        bytes,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        oursRequestsPerSecond: ours,
        nginxRequestsPerSecond: nginx ? theirs : null,
        ratio,
        target: TARGET_RATIO,
      },
      null,
      2,
    )}\n`,
  );
  if (ratio !== null && ratio < TARGET_RATIO) process.exitCode = 1;
} finally {
  await nginx?.stop();
  await server.stop();
}
