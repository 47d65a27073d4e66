import { Table, type Column } from '@/ui/table';
import { feeText } from './policy-fee';
import type { BookingPolicy, PolicyRule } from '../booking.types';
import { Facts, Section, yesNo } from './section';

const DIRECTIONS: Record<NonNullable<PolicyRule['direction']> | 'both', string> = { aToB: 'A to B', bToA: 'B to A', both: 'Both directions' };

/** "1 day", "24 hours". */
const timeBefore = ({ timeBefore: n, unit }: PolicyRule) => `${n} ${n === 1 ? unit.slice(0, -1) : unit} before departure`;

const COLUMNS: Column<PolicyRule>[] = [
  { key: 'timeBefore', header: 'Applies from', render: timeBefore },
  { key: 'feePercent', header: 'Fee', render: (r) => feeText(r.feePercent) },
  { key: 'direction', header: 'Direction', render: (r) => DIRECTIONS[r.direction ?? 'both'] },
];

function RulesTable({ caption, rules }: { caption: string; rules: PolicyRule[] }) {
  return <Table caption={caption} showCaption columns={COLUMNS} rows={rules} rowKey={(_, i) => i} emptyText="No rules" />;
}

/** The cancellation and amendment policy of the booking's line: whether it allows them and the fee rules. */
export function PolicySection({ policy }: { policy: BookingPolicy }) {
  return (
    <Section title="Cancellation policy">
      <div className="space-y-3">
        <Facts
          entries={[
            ['Refundable', yesNo(policy.refundable)],
            ['Amendable', yesNo(policy.amendable)],
          ]}
        />
        <RulesTable caption="Cancellation fees" rules={policy.cancellationRules} />
        <RulesTable caption="Amendment fees" rules={policy.amendmentRules} />
      </div>
    </Section>
  );
}
