/** The locale namespaces every page needs before its first render; screens load theirs as they open. */
export const shellNamespaces = ['common', 'nav', 'ui', 'meta'] as const;
