import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The document's references, pointed at the definitions of the one schema the checker holds. */
function pointed(node: unknown, inNames = false): unknown {
  if (Array.isArray(node)) return node.map((n) => pointed(n));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      // Each component keeps the draft it was written in as `$schema`; here they are parts of one.
      // Under `properties` (or the definitions) a key is a name, `$schema` a property like any other.
      .filter(([k]) => inNames || k !== '$schema')
      .map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && !inNames ? v.replace('#/components/schemas/', 'doc#/definitions/') : pointed(v, !inNames && (k === 'properties' || k === 'patternProperties' || k === 'definitions')),
      ]),
  );
}

/**
 * Checks an answer against the API document the server serves: the schema of its operation and
 * status (or `default`), so no test's answer contradicts what a client generated from the document
 * expects. Answers of paths the document does not list (the site, the document itself, tooling)
 * and answers that are not JSON pass unchecked. Returns what is wrong, or null.
 */
export function documentChecker(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', definitions: pointed(document.components?.schemas ?? {}, true) as Record<string, unknown> });
  const routes = Object.entries(document.paths).map(([template, ops]) => ({
    template,
    ops,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const compiled = new Map<string, ValidateFunction | null>();

  return (method: string, url: string, status: number, body: unknown): string | null => {
    if (typeof body !== 'object' || body === null) return null;
    const path = url.split('?')[0]!;
    const route = routes.find((r) => r.pattern.test(path));
    const op = route?.ops[method.toLowerCase()];
    // A route the document lists without a schema of any answer (a site file, the manifest) says nothing to check.
    if (!route || !op?.responses || !Object.values(op.responses).some((r) => r.content)) return null;
    const answer = op.responses[String(status)] ?? op.responses.default;
    const schema = answer?.content?.['application/json']?.schema;
    const key = `${method} ${route.template} ${String(status)}`;
    if (!schema) return `${key}: the document names no such answer`;
    let validate = compiled.get(key);
    if (validate === undefined) {
      validate = ajv.compile(pointed(schema) as object);
      compiled.set(key, validate);
    }
    if (validate!(body)) return null;
    const detail = validate!.errors!.map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('; ');
    return `${key}: the answer contradicts the API document: ${detail}`;
  };
}
