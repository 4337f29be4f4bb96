/*
 * Test-only. happy-dom's Node.prototype nodeName getter answers '' and keeps the real name in
 * subclass overrides (capricorn86/happy-dom#2182). DOMPurify reads nodeName through that base
 * getter to resist clobbering, so under happy-dom it drops harmless elements and lets <script>
 * and onerror through, which browsers never do. Delegating to the most derived getter gives
 * DOMPurify the DOM it runs on in browsers, so the sanitising test checks the real thing.
 * Import before anything that imports dompurify: it reads the getter once, when loaded.
 */
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

/** What a descriptor's getter answers for `node` (undefined where it has none). */
const read = (descriptor: PropertyDescriptor | undefined, node: Node): unknown => descriptor?.get?.call(node);

if (base?.get && read(base, document.createElement('p')) === '') {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (let proto = Object.getPrototypeOf(this) as object | null; proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return read(own, this) as string;
      }
      return read(base, this) as string;
    },
  });
}
