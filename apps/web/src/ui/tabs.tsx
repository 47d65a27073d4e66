import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  /** Hidden tabs are left out entirely (e.g. full-admin-only tabs). */
  hidden?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled selected tab key (e.g. from the URL query); uncontrolled when omitted. */
  selectedKey?: string;
  onChange?: (key: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
}

export function Tabs({ tabs, selectedKey, onChange, label }: TabsProps) {
  const visible = tabs.filter((t) => !t.hidden);
  const index =
    selectedKey === undefined
      ? undefined
      : Math.max(
          0,
          visible.findIndex((t) => t.key === selectedKey),
        );
  return (
    <TabGroup selectedIndex={index} onChange={(i) => onChange?.(visible[i].key)}>
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-300">
        {visible.map((t) => (
          <Tab
            key={t.key}
            className="-mb-px rounded-t border border-transparent px-4 py-2 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-800 data-[selected]:border-slate-300 data-[selected]:border-b-white data-[selected]:bg-white data-[selected]:text-sky-900 data-[hover]:text-sky-900"
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {visible.map((t) => (
          <TabPanel key={t.key}>{t.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
