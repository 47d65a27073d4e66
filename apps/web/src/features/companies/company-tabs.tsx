import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { TABS, type TabKey } from './company-fields';

export interface CompanyTabsProps {
  render: (tab: TabKey) => ReactNode;
  /** Finance is disabled unless the company is a supplier. */
  financeEnabled: boolean;
  /** Invalid fields per tab, shown as a count on the tab. */
  errorCounts?: Partial<Record<TabKey, number>>;
  selected: TabKey;
  onSelect: (tab: TabKey) => void;
}

/** The company's seven tabs; panels stay mounted so every field keeps its value and registration. */
export function CompanyTabs({ render, financeEnabled, errorCounts = {}, selected, onSelect }: CompanyTabsProps) {
  const index = Math.max(
    0,
    TABS.findIndex((t) => t.key === selected),
  );
  return (
    <TabGroup selectedIndex={index} onChange={(i) => onSelect(TABS[i].key)}>
      <TabList aria-label="Company sections" className="flex flex-wrap gap-1 border-b border-slate-300">
        {TABS.map((t) => {
          const count = errorCounts[t.key] ?? 0;
          return (
            <Tab
              key={t.key}
              disabled={t.key === 'finance' && !financeEnabled}
              className="-mb-px rounded-t border border-transparent px-4 py-2 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-800 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[selected]:border-slate-300 data-[selected]:border-b-white data-[selected]:bg-white data-[selected]:text-sky-900 data-[hover]:text-sky-900"
            >
              {t.label}
              {count > 0 && (
                <span className="ml-1 rounded-full bg-red-700 px-1.5 text-xs text-white">
                  {count}
                  <span className="sr-only"> invalid</span>
                </span>
              )}
            </Tab>
          );
        })}
      </TabList>
      <TabPanels className="pt-4">
        {TABS.map((t) => (
          <TabPanel key={t.key} unmount={false}>
            {render(t.key)}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
