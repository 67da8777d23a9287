import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface GoogleAccount {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google. The person "at the
 * keyboard" is `nextLogin`: its account signs in and consents at once, or declines when null.
 */
export class FakeGoogle {
  readonly clientId = 'google-client-for-tests';
  readonly clientSecret = 'google-secret-for-tests-0123456789';
  nextLogin: GoogleAccount | null = null;
  private readonly accounts = new Map<string, GoogleAccount>();
  private provider!: Provider;
  private server!: Server;
  issuer = '';

  async start(redirectUri: string): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.url?.startsWith('/interaction/')) {
        this.interact(req, res).catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
        return;
      }
      this.provider.callback()(req, res);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const configuration: Configuration = {
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      cookies: { keys: ['cookie-key-for-tests'] },
      features: { devInteractions: { enabled: false } },
      // Our server must send PKCE even as a confidential client.
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, id) => {
        const account = this.accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: () => ({
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            picture: account.picture,
          }),
        };
      },
    };
    this.provider = new Provider(this.issuer, configuration);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Environment that configures the identity service's Google provider to use this one. */
  env(): Record<string, string> {
    return {
      IDENTITY_EXTERNAL_GOOGLE_CLIENT_ID: this.clientId,
      IDENTITY_EXTERNAL_GOOGLE_SECRET: this.clientSecret,
      IDENTITY_EXTERNAL_GOOGLE_AUTHORIZE_URL: `${this.issuer}/auth`,
      IDENTITY_EXTERNAL_GOOGLE_TOKEN_URL: `${this.issuer}/token`,
      IDENTITY_EXTERNAL_GOOGLE_USERINFO_URL: `${this.issuer}/me`,
      IDENTITY_EXTERNAL_GOOGLE_LABEL: 'Google Workspace',
    };
  }

  private async interact(
    req: Parameters<Provider['interactionDetails']>[0],
    res: Parameters<Provider['interactionDetails']>[1],
  ) {
    const details = await this.provider.interactionDetails(req, res);
    const account = this.nextLogin;
    if (!account) {
      await this.provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person declined' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    this.accounts.set(account.id, account);
    const grant = new this.provider.Grant({ accountId: account.id, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }
}
