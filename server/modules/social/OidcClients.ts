import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { ProviderRow } from './providers';

/** A provider's discovery document and keys change rarely; an hour bounds how late a change is seen. */
const KEEP_MS = 60 * 60_000;
/** A provider that does not answer within this is reported as failed, not waited for. */
const TIMEOUT_S = 10;

/**
 * Each brand's client at each provider, as openid-client configures it from the issuer's discovery
 * document, kept for an hour (by issuer, client id and secret, so a console change is a new one).
 * Every configuration checks the ID token's signature with the provider's keys, on top of the
 * TLS connection, issuer, audience and nonce checks openid-client always makes. Plain-HTTP issuers
 * are allowed only outside production (a test's own provider on 127.0.0.1).
 */
export class OidcClients {
  private readonly cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  constructor(private readonly allowHttp: boolean) {}

  configFor(row: Pick<ProviderRow, 'issuer' | 'client_id' | 'client_secret'>): Promise<oidc.Configuration> {
    const key = createHash('sha256').update(JSON.stringify([row.issuer, row.client_id, row.client_secret])).digest('hex');
    const kept = this.cache.get(key);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.config;
    for (const [k, v] of this.cache) if (Date.now() - v.at >= KEEP_MS) this.cache.delete(k);
    const config = this.discover(row.issuer, row.client_id, row.client_secret);
    this.cache.set(key, { at: Date.now(), config });
    // A failed discovery is tried again on the next sign-in, not remembered for an hour.
    config.catch(() => this.cache.get(key)?.config === config && this.cache.delete(key));
    return config;
  }

  /** Reads the issuer's discovery document, for the console's check of an address it is given. */
  discover(issuer: string, clientId: string, clientSecret: string): Promise<oidc.Configuration> {
    const url = new URL(issuer);
    const execute = [oidc.enableNonRepudiationChecks, ...(this.allowHttp && url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [])];
    return oidc.discovery(url, clientId, clientSecret, oidc.ClientSecretPost(clientSecret), { execute, timeout: TIMEOUT_S });
  }
}
