import type { ReactNode } from 'react';
import './EmptyState.css';

/** What a screen shows when the API has nothing for it: said plainly, with a way on where there is one. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
