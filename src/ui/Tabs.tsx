import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './classNames';
import { tabIndexAfterKey } from './tabKeys';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled selection; leave out to let Tabs keep its own. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** Names the tab list; or point at a visible heading with labelledBy. */
  label?: string;
  labelledBy?: string;
  /** automatic: arrows select as they move. manual: arrows move focus, Enter or Space selects. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/** WAI-ARIA tabs: one tab stop for the list, arrows, Home and End move between tabs. */
export function Tabs({
  tabs,
  selectedId,
  defaultSelectedId,
  onSelect,
  label,
  labelledBy,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId);

  const enabled = tabs.filter((tab) => !tab.disabled);
  const wanted = selectedId ?? ownSelection;
  const selected = enabled.find((tab) => tab.id === wanted) ?? enabled[0];

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = enabled.findIndex((tab) => buttons.current.get(tab.id) === event.currentTarget);
    if (from < 0) return;
    const target = enabled[tabIndexAfterKey(event.key, from, enabled.length)];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = selected ? tabs.indexOf(selected) : -1;

  return (
    <div className={classNames('mq-tabs', className)}>
      <div role="tablist" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy} className="mq-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className={classNames('mq-tabs__tab', isSelected && 'mq-tabs__tab--selected')}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              // The list is one tab stop; arrows move within it.
              tabIndex={isSelected || (!selected && index === 0) ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className="mq-tabs__panel">
          {selected.panel}
        </div>
      )}
    </div>
  );
}
