import { useId, useState } from 'react';
import { SafeHtml } from './SafeHtml';
import './NoticeAccordion.css';

export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  startAt?: string;
  createdAt?: string;
}

/** A default selection of 0.5 opens none (the platform family's convention). */
const NO_NOTICE_OPEN = 0.5;

/** SPEC §2.4: the notice accordion — title, expandable HTML content, one open at a time. */
export function NoticeAccordion({
  notices,
  initialIndex = NO_NOTICE_OPEN,
  formatAt,
}: {
  notices: NoticeItem[];
  initialIndex?: number;
  /** How a notice's time reads (the brand's time zone is the caller's to know). */
  formatAt: (iso: string) => string;
}) {
  const [open, setOpen] = useState<number | null>(Number.isInteger(initialIndex) ? initialIndex : null);
  const base = useId();
  return (
    <ul className="notice-accordion">
      {notices.map((n, i) => {
        const expanded = open === i;
        const at = n.startAt ?? n.createdAt;
        return (
          <li key={n.id}>
            <h3>
              <button type="button" aria-expanded={expanded} aria-controls={`${base}-${i}`} id={`${base}-h${i}`} onClick={() => setOpen(expanded ? null : i)}>
                <span className="notice-accordion__title">{n.title}</span>
                {at && <time dateTime={at}>{formatAt(at)}</time>}
              </button>
            </h3>
            <SafeHtml
              id={`${base}-${i}`}
              role="region"
              aria-labelledby={`${base}-h${i}`}
              hidden={!expanded}
              className="notice-accordion__content"
              html={n.content}
            />
          </li>
        );
      })}
    </ul>
  );
}
