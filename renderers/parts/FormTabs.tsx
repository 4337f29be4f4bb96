import { useRef, type KeyboardEvent } from 'react';
import { tabIndexAfterKey } from '../../src/ui/tabKeys';

/**
 * The ways into one form (sign in by name or by mobile; register by name or by mobile) as WAI-ARIA
 * tabs: one Tab stop for the list, on the chosen way, and the arrow keys, Home and End to change
 * it, so the fields are not a Tab press further away for every way the brand offers.
 */
export function FormTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K | undefined;
  onSelect: (key: K) => void;
}) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabs[tabIndexAfterKey(event.key, tabs.findIndex((tab) => tab.key === selected), tabs.length)];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };
  return (
    <div role="tablist" className="form-tabs" aria-label={label}>
      {tabs.map(({ key, label: text }) => (
        <button
          key={key}
          ref={(el) => {
            if (el) buttons.current.set(key, el);
            else buttons.current.delete(key);
          }}
          type="button"
          role="tab"
          aria-selected={selected === key}
          tabIndex={selected === key ? 0 : -1}
          onClick={() => onSelect(key)}
          onKeyDown={onKeyDown}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
