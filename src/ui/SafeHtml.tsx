import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * DOMPurify is about 11 KB gzip and no first screen shows operator HTML before an API answer
 * arrives, so it loads with the first HTML there is to clean instead of with the site's entry.
 */
export function loadSanitizer(): Promise<Sanitize> {
  return (loading ??= import('dompurify').then(({ default: purify }) => {
    sanitize = (html) => purify.sanitize(html);
    return sanitize;
  }));
}

/**
 * Operator-written HTML (notices, help articles, dialog bodies), sanitised before it reaches the
 * DOM. Until the sanitiser has loaded the element is there but empty and marked busy, so nothing
 * unsanitised is ever drawn and the layout around it does not move twice.
 */
export function SafeHtml({ html, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const [ready, setReady] = useState(sanitize !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html) : undefined), [ready, html]);
  if (clean === undefined) return <div {...rest} aria-busy="true" />;
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
