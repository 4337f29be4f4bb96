import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { Modal } from '../ui/Modal';
import { formatDateTime } from '../engine/formatDateTime';
import { usePermission } from './contexts';

export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  startAt?: string;
  createdAt?: string;
}

/** A default selection of 0.5 opens none (the platform family's convention). */
export const NO_NOTICE_OPEN = 0.5;

/** SPEC §2.4: the notice accordion — title, expandable HTML content, one open at a time. */
export function NoticeAccordion({ notices, initialIndex = NO_NOTICE_OPEN }: { notices: NoticeItem[]; initialIndex?: number }) {
  const { whitelabel } = usePermission();
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
                {at && <time dateTime={at}>{formatDateTime(at, whitelabel.timeZone)}</time>}
              </button>
            </h3>
            <div
              id={`${base}-${i}`}
              role="region"
              aria-labelledby={`${base}-h${i}`}
              hidden={!expanded}
              className="notice-accordion__content"
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(n.content) }}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function NoticeModal({ notices, initialIndex, onClose }: { notices: NoticeItem[]; initialIndex: number; onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <Modal title={t('notices')} onClose={onClose}>
      <NoticeAccordion notices={notices} initialIndex={initialIndex} />
    </Modal>
  );
}
