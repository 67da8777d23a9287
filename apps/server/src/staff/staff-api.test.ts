import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/access-token.js';
import { authPlugin } from '../auth/plugin.js';
import { registerErrorHandler } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly } from './access.js';
import { guardStaffRoutes, registerStaffApi } from './staff-api.js';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';

/** An app with the real request guards; the account's roles are the token's. */
async function appWith(register: (app: App) => Promise<void>): Promise<App> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  guardStaffRoutes(app);
  await app.register(authPlugin, {
    jwtSecret: secret,
    isUserActive: async (_userId, claims) => ({ roles: claims.app_metadata.roles ?? [] }),
  });
  await register(app);
  await app.ready();
  return app;
}

const as = async (roles: string[] | null) =>
  roles
    ? {
        authorization: `Bearer ${await signAccessToken(secret, {
          sub: crypto.randomUUID(),
          session_id: crypto.randomUUID(),
          email: 'someone@example.com',
          aud: '',
          app_metadata: { provider: 'email', roles },
          user_metadata: {},
        })}`,
      }
    : {};

describe('the staff API scope', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it('refuses a route without any guard of its own to anonymous callers and authors, and lets staff in', async () => {
    app = await appWith((root) =>
      registerStaffApi(root, async (staff) => {
        staff.get('/api/staff/unguarded', async () => ({ reached: true }));
        staff.post('/api/staff/unguarded', async () => ({ reached: true }));
      }),
    );
    const call = async (method: 'GET' | 'POST', roles: string[] | null) =>
      (await app!.inject({ method, url: '/api/staff/unguarded', headers: await as(roles) })).statusCode;
    for (const method of ['GET', 'POST'] as const) {
      expect(await call(method, null)).toBe(401);
      expect(await call(method, [])).toBe(403);
      expect(await call(method, ['support'])).toBe(200);
      expect(await call(method, ['admin'])).toBe(200);
    }
  });

  it('lets a route narrow the staff roles to admins', async () => {
    app = await appWith((root) =>
      registerStaffApi(root, async (staff) => {
        staff.delete('/api/staff/admins-only', { onRequest: adminOnly }, async () => ({ reached: true }));
      }),
    );
    const call = async (roles: string[] | null) =>
      (await app!.inject({ method: 'DELETE', url: '/api/staff/admins-only', headers: await as(roles) })).statusCode;
    expect(await call(null)).toBe(401);
    expect(await call([])).toBe(403);
    expect(await call(['support'])).toBe(403);
    expect(await call(['admin'])).toBe(200);
  });

  it('refuses to register a staff route outside the scope, or another route inside it', async () => {
    await expect(
      appWith(async (root) => {
        root.get('/api/staff/forgotten', async () => ({ reached: true }));
      }),
    ).rejects.toThrow(/staff API/);
    await expect(
      appWith((root) =>
        registerStaffApi(root, async (staff) => {
          staff.get('/api/public-thing', async () => ({ reached: true }));
        }),
      ),
    ).rejects.toThrow(/staff API/);
  });
});
