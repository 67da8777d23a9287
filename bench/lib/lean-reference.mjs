// The lean reference for `GET /api/me/invoices`: bare Fastify making the token checks ours makes
// (the same fast-jwt verifier options as auth/access-token.ts: HS256 only, critical headers,
// `exp` required, `nbf` when present, `sub`, `email` and `session_id` required and typed) and the
// access checks (account not banned, same audience; session live; second factor proven when the
// account has one; the author by id, else by email) in ONE prepared statement, with the same body
// byte for byte (each invoice with its number, the payments received on it and its installment
// plan). What still differs: ours keeps the access checks' answer in a cache that database
// notifications invalidate (auth/access-cache.ts), and runs its logger, security headers and input
// guard; the reference runs the statement every time.
// Also `/healthz` as bare Fastify doing what ours does: one `select 1` and one count of the mail
// waiting or failed, each shared by the checks that arrive while it runs (http/health.ts); it
// has no notification listener to report on. Run as its own process:
//   DATABASE_URL=… JWT_SECRET=… PORT=… node bench/lib/lean-reference.mjs
import { createVerifier } from 'fast-jwt';
import Fastify from 'fastify';
import pg from 'pg';

const DATE_OID = 1082;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  types: {
    getTypeParser: (oid, format) => (oid === DATE_OID ? (value) => value : pg.types.getTypeParser(oid, format)),
  },
});
const secret = process.env.JWT_SECRET;

const verifier = createVerifier({
  key: secret,
  algorithms: ['HS256'],
  requiredClaims: ['exp', 'sub', 'email', 'session_id'],
});

function verify(token) {
  try {
    const claims = verifier(token);
    const typed =
      typeof claims.sub === 'string' && typeof claims.email === 'string' && typeof claims.session_id === 'string';
    return typed && claims.session_id !== '' ? claims : null;
  } catch {
    return null;
  }
}

const INVOICES = `
  with me as (
    select u.id, u.email from identity_users u
    left join identity_sessions s on s.user_id = u.id and s.id = $2::uuid
    where u.id = $1 and u.aud = $3 and (u.banned_until is null or u.banned_until <= now())
      and ($2::uuid is null or (s.id is not null and s.revoked_at is null))
      and ($4 = 'aal2' or not exists (
        select 1 from identity_mfa_factors f where f.user_id = u.id and f.status = 'verified'))
  ), author as (
    select a.id from authors a, me where a.id = me.id or lower(a.email) = lower(me.email)
    order by a.id = me.id desc limit 1
  )
  select me.id is not null as allowed, i.id, i.service, i.amount::float8 as amount,
    i.total_amount::float8 as total_amount, i.issue_date, i.due_date, i.paid_date, i.status, i.currency,
    i.payment_method, i.order_number,
    coalesce((
      select json_agg(json_build_object(
          'id', p.id, 'production_project_id', p.production_project_id, 'invoice_id', p.invoice_id,
          'installment_number', p.installment_number, 'total_installments', p.total_installments,
          'amount', p.amount::float8, 'total_service_amount', p.total_service_amount::float8,
          'status', p.status, 'due_date', p.due_date, 'paid_date', p.paid_date,
          'payment_method', p.payment_method, 'order_number', p.order_number, 'amount_paid', p.amount_paid::float8)
        order by p.installment_number nulls last, p.due_date nulls last, p.id)
      from installment_payments p where p.invoice_id = i.id), '[]') as installments,
    i.invoice_number, i.amount_paid::float8 as amount_paid,
    coalesce((
      select json_agg(json_build_object('paid_date', r.paid_date, 'amount', r.amount::float8)
        order by r.paid_date, r.created_at)
      from invoice_payments r where r.invoice_id = i.id), '[]') as received
  from (select 1) one
  left join me on true
  left join invoices i on i.author_id = (select id from author)
  order by i.issue_date desc nulls last, i.created_at desc, i.id`;

const app = Fastify({ logger: false });
app.get('/api/me/invoices', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? verify(token) : null;
  if (!claims) return reply.code(401).send({ error: { code: 'unauthorized', message: 'Invalid access token' } });
  const { rows } = await pool.query({
    name: 'invoices',
    text: INVOICES,
    values: [claims.sub, claims.session_id ?? null, claims.aud ?? '', claims.aal ?? 'aal1'],
  });
  if (!rows[0]?.allowed)
    return reply.code(401).send({ error: { code: 'unauthorized', message: 'Invalid access token' } });
  const body = rows.filter((row) => row.id !== null).map(({ allowed: _, ...invoice }) => invoice);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
});
let pingUnderWay = null;
const databaseAnswers = () =>
  (pingUnderWay ??= pool
    .query('select 1')
    .then(
      () => true,
      () => false,
    )
    .finally(() => (pingUnderWay = null)));
let mailUnderWay = null;
const mailCounts = () =>
  (mailUnderWay ??= pool
    .query({
      name: 'mail-counts',
      text: `select status, count(*)::int as count from mail_messages
              where status in ('queued', 'sending', 'failed') group by status`,
    })
    .finally(() => (mailUnderWay = null)));
app.get('/healthz', async (_request, reply) => {
  reply.header('cache-control', 'no-store');
  if (!(await databaseAnswers()))
    return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
  const { rows } = await mailCounts();
  const count = (status) => rows.find((row) => row.status === status)?.count ?? 0;
  return { status: 'ok', mail: { waiting: count('queued') + count('sending'), failed: count('failed') } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
