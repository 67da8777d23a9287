// nginx from Debian serving the same built files, as the physical reference for static serving.
// Installed with apt-get when missing; run as a child process with a generated config on a free
// 127.0.0.1 port, one worker (like our one Node process), gzip_static on. With `acceptUploads`,
// POST /upload reads the request body into a file in its temporary directory (deleted once
// answered): the reference for a streamed upload to disk.
import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.mjs';

const NGINX = '/usr/sbin/nginx';

function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('Installing nginx (apt-get)…');
  execSync('apt-get install -y -q nginx-light || apt-get install -y -q nginx', { stdio: 'inherit', shell: '/bin/sh' });
}

export async function startNginx(root, { acceptUploads = false } = {}) {
  ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  // Run as root, nginx's worker is another user: it must reach the request bodies' directory.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'tmp'), 0o777);
  const port = await freePort();
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
${
  acceptUploads
    ? `    location = /upload {
      client_max_body_size 1g;
      client_body_buffer_size 1m;
      client_body_in_file_only clean;
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      proxy_pass http://127.0.0.1:${port}/stored;
    }
    location = /stored { return 201; }
`
    : ''
}    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "no-cache"; }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ;) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const version = execSync(`${NGINX} -v 2>&1`).toString().trim().replace('nginx version: ', '');
  return {
    url,
    version,
    pid: child.pid,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
