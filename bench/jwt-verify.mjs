// CPU cost of verifying one access token: the server's check (fast-jwt) against jose. CPU time of
// this process (not wall time), over a bounded number of verifications, so a busy machine skews
// it less. Figures of a run, with the hand-written HS256 it replaced: bench/results/jwt-verify-*.
// Run: node --import tsx bench/jwt-verify.mjs
import { loadavg } from 'node:os';
import { jwtVerify } from 'jose';
import { signAccessToken, verifyAccessToken } from '../apps/server/src/auth/access-token.ts';

const ROUNDS = 20_000;
const secret = 'a-benchmark-secret-of-at-least-32-characters';
const token = await signAccessToken(secret, {
  sub: '6f1c7c1e-4b7a-4d36-9d6c-1f0c2a3b4c5d',
  email: 'author@example.com',
  aud: '',
  app_metadata: { provider: 'email', roles: ['author'] },
  user_metadata: { full_name: 'Ada Author' },
  session_id: '0b9d1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4',
});
const key = new TextEncoder().encode(secret);

async function microsPerVerify(verify) {
  for (let i = 0; i < 1000; i += 1) await verify(); // warm-up
  const before = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i += 1) await verify();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / ROUNDS;
}

const rows = [
  ['server: verifyAccessToken (fast-jwt)', await microsPerVerify(() => verifyAccessToken(secret, token))],
  ['jose jwtVerify', await microsPerVerify(() => jwtVerify(token, key, { algorithms: ['HS256'] }))],
];
console.log(
  `load average at start: ${loadavg()
    .map((v) => v.toFixed(1))
    .join(', ')}`,
);
for (const [name, micros] of rows) console.log(`${name}: ${micros.toFixed(1)} µs CPU per token`);
