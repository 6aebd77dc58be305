import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface DashboardTabsProps<Id extends string> {
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * A vertical WAI-ARIA tablist: arrow keys, Home and End move between tabs and select them.
 * A panel mounts when its tab is first selected (nothing loads for a tab never opened); hidden panels then stay
 * mounted, so switching tabs keeps what they loaded.
 */
export function DashboardTabs<Id extends string>({ tabs, selected, onSelect }: DashboardTabsProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const [visited, setVisited] = useState(() => new Set<Id>([selected]));
  if (!visited.has(selected)) setVisited(new Set(visited).add(selected));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className="admin-dashboard">
      <div
        className="admin-sidebar"
        role="tablist"
        aria-orientation="vertical"
        aria-label="Dashboard sections"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(button) => {
              if (button) buttons.current.set(tab.id, button);
              else buttons.current.delete(tab.id);
            }}
            id={`admin-tab-${tab.id}`}
            type="button"
            role="tab"
            className="admin-tab"
            aria-selected={tab.id === selected}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`admin-panel-${tab.id}`}
          className="admin-panel"
          role="tabpanel"
          aria-labelledby={`admin-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {visited.has(tab.id) && tab.panel}
        </div>
      ))}
    </div>
  );
}
