import type { ReactNode } from 'react';

/**
 * A console list as a table: scrolls sideways inside its card on a narrow screen, named for screen
 * readers by its caption (hidden: the page's heading says it to the eye), and busy while its query
 * fetches again. Its children are the head and body rows.
 */
export function ConsoleTable({ caption, busy, children }: { caption: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table" aria-busy={busy || undefined}>
        <caption className="mq-visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
