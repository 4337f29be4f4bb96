/*
 * Test-only. happy-dom's Node.prototype nodeName getter answers '' and keeps the real name in
 * subclass overrides (capricorn86/happy-dom#2182). DOMPurify reads nodeName through that base
 * getter to resist clobbering, so under happy-dom it drops harmless elements and lets <script>
 * and onerror through, which browsers never do. Delegating to the most derived getter gives
 * DOMPurify the DOM it runs on in browsers, so the sanitising test checks the real thing.
 * Import before anything that imports dompurify: it reads the getter once, when loaded.
 */
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;

if (base && base.call(document.createElement('p')) === '') {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
      }
      return base.call(this);
    },
  });
}
