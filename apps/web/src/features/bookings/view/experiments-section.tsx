import { Facts, Section } from './section';

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The storefront experiments (A/B tests) the booking was made under, by name. */
export function ExperimentsSection({ experiments }: { experiments: Record<string, unknown> | null }) {
  const entries = Object.entries(experiments ?? {});
  return (
    <Section title="Experiments">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700">No experiments</p>
      ) : (
        <Facts entries={entries.map(([name, value]) => [name, text(value)] as const)} />
      )}
    </Section>
  );
}
