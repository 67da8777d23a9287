import type { IdentitySettings } from '@app/contracts/identity-settings';
import { externalProviderNames } from '../../config/env.js';
import type { IdentityContext } from '../context.js';
import type { FastifyInstance } from 'fastify';

/** GET /health (GoTrue's identity) and GET /settings: what the widget needs to draw itself. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get('/health', async () => ({
    version: '1.0.0',
    name: 'GoTrue',
    description: 'GoTrue-compatible identity service: sign-up, sign-in, sessions and accounts',
  }));

  app.get('/settings', async (): Promise<IdentitySettings> => {
    const external: Record<string, boolean> = { email: true, facebook: false, saml: false };
    const labels: Record<string, string> = {};
    for (const name of externalProviderNames) {
      const provider = ctx.config.external[name];
      external[name] = Boolean(provider);
      if (provider?.label) labels[name] = provider.label;
    }
    return {
      external,
      external_labels: labels,
      disable_signup: ctx.config.disableSignup,
      autoconfirm: ctx.config.autoconfirm,
      // Beyond GoTrue's fields: lets a form state the password rule before the service refuses one.
      password_min_length: ctx.config.minPasswordLength,
    };
  });
}
