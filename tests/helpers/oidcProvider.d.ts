// oidc-provider ships no types, and @types/oidc-provider lags its major versions: the little the
// test provider uses (tests/helpers/oidcTestProvider.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
