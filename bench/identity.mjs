// Identity service under load, on its own built server with the demo logins: password logins
// (argon2id by design dominates) and refresh-token rotations, each connection following its own
// token chain. Rate limits are lifted for the run: they would otherwise answer 429 by design.
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/server.mjs';

const DURATION_S = 5;
const LOGIN_CONNECTIONS = 8;
const REFRESH_CONNECTIONS = 20;
const password = process.env.DEMO_PASSWORD ?? 'quill-demo-2026';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function signIn(url) {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ grant_type: 'password', username: 'author@example.com', password }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return (await response.json()).refresh_token;
}

const summary = (name, result) => [
  name,
  Math.round(result.requests.average),
  `${result.latency.p50} ms`,
  `${result.latency.p99} ms`,
  result.errors + result.timeouts + result.non2xx,
];

export async function benchIdentity() {
  const server = await startBuiltServer({
    env: { IDENTITY_RATE_LIMIT_PER_IP: '100000000', IDENTITY_RATE_LIMIT_PER_EMAIL: '100000000' },
  });
  try {
    const url = `${server.url}/.netlify/identity/token`;
    console.log('Loading identity logins…');
    const logins = await autocannon({
      url,
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ grant_type: 'password', username: 'author@example.com', password }).toString(),
      connections: LOGIN_CONNECTIONS,
      duration: DURATION_S,
    });

    console.log('Loading identity refreshes…');
    const starts = [];
    for (let i = 0; i < REFRESH_CONNECTIONS; i++) starts.push(await signIn(server.url));
    let next = 0;
    const refreshes = await autocannon({
      url,
      connections: REFRESH_CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          headers: form,
          // Each connection refreshes with the token its previous refresh returned.
          setupRequest: (request, context) => {
            context.token ??= starts[next++ % starts.length];
            return { ...request, body: `grant_type=refresh_token&refresh_token=${context.token}` };
          },
          onResponse: (status, body, context) => {
            if (status === 200) context.token = JSON.parse(body).refresh_token;
          },
        },
      ],
    });
    return [
      `## Identity (autocannon, ${DURATION_S} s each, built server on the embedded database)`,
      '',
      '| Operation | req/s | p50 | p99 | errors + non-2xx |',
      '| --- | --- | --- | --- | --- |',
      `| ${summary(`password login (${LOGIN_CONNECTIONS} connections, argon2id 19 MiB t=2)`, logins).join(' | ')} |`,
      `| ${summary(`refresh-token rotation (${REFRESH_CONNECTIONS} connections)`, refreshes).join(' | ')} |`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}
