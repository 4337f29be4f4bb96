import { useTranslation } from 'react-i18next';
import { classNames } from './classNames';
import { Icon, type IconName } from './Icon';
import { pageWindow } from './pageWindow';
import { VisuallyHidden } from './VisuallyHidden';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the nav when a page has more than one list to page through. */
  label?: string;
  className?: string;
}

/** Nothing is drawn for a single page: there is nowhere to go. */
export function Pagination({ page, totalPages, onChange, label, className }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const step = (icon: IconName, target: number, disabled: boolean) => (
    <li>
      <button
        type="button"
        className={classNames('mq-pagination__step', `mq-pagination__${icon}`)}
        aria-label={t(`pagination_${icon}`)}
        disabled={disabled}
        onClick={() => onChange(target)}
      >
        <Icon name={icon} />
      </button>
    </li>
  );

  return (
    <nav aria-label={label ?? t('pagination_label')} className={classNames('mq-pagination', className)}>
      <ul className="mq-pagination__list">
        {step('first', 1, current === 1)}
        {step('previous', current - 1, current === 1)}
        {pageWindow(current, totalPages).map((item, index) =>
          item === 'break' ? (
            // Two breaks can share a list; their place tells them apart.
            <li key={`break-${index}`} className="mq-pagination__break">
              <span aria-hidden="true">{t('pagination_gap')}</span>
              <VisuallyHidden>{t('pagination_gap_label')}</VisuallyHidden>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="mq-pagination__page"
                aria-label={t('pagination_page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) onChange(item);
                }}
              >
                {t('pagination_number', { page: item })}
              </button>
            </li>
          ),
        )}
        {step('next', current + 1, current === totalPages)}
        {step('last', totalPages, current === totalPages)}
      </ul>
    </nav>
  );
}
