import type { MonitoringOutputFormat, MonitoringOutputType } from './monitoring-item-rules.js';

/** Slack's limits (api.slack.com/reference/block-kit/blocks#section, chat.postMessage): text of a section block, and of a message. */
export const SLACK_BLOCK_TEXT_MAX = 3_000;
export const SLACK_MESSAGE_TEXT_MAX = 40_000;
/** Blocks per message (Slack allows 50). */
export const SLACK_BLOCKS_MAX = 50;

export type ResultRow = Record<string, unknown>;

/** What one Slack message carries: the fallback text and its section blocks (mrkdwn). */
export interface SlackMessage {
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
};

const csvCell = (value: unknown): string => {
  const text = cell(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The lines of a result: a header line (tables only) then one line per row, in the chosen format. */
export function resultLines(columns: readonly string[], rows: readonly ResultRow[], type: MonitoringOutputType, format: MonitoringOutputFormat): string[] {
  if (format === 'json') {
    return rows.map((r) => JSON.stringify(Object.fromEntries(columns.map((c) => [c, r[c] ?? null]))));
  }
  if (format === 'csv') {
    const lines = rows.map((r) => columns.map((c) => csvCell(r[c])).join(','));
    return type === 'tables' ? [columns.map(csvCell).join(','), ...lines] : lines;
  }
  if (type === 'rows') return rows.map((r) => columns.map((c) => `${c}: ${cell(r[c])}`).join(' · '));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [line([...columns]), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))];
}

/** Cuts a line longer than a block can hold into pieces that fit. */
function fitting(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const pieces: string[] = [];
  for (let i = 0; i < line.length; i += max) pieces.push(line.slice(i, i + max));
  return pieces;
}

/**
 * The Slack messages of one run: a heading, then the lines packed into section blocks under 3,000 characters
 * (tables inside a code fence), and the blocks packed into messages of at most 50 blocks whose text stays under
 * half of 40,000 characters: the message's fallback `text` repeats the blocks, and both count.
 */
export function slackMessages(heading: string, lines: readonly string[], type: MonitoringOutputType): SlackMessage[] {
  const fenced = type === 'tables';
  const wrap = (body: string) => (fenced ? `\`\`\`\n${body}\n\`\`\`` : body);
  const room = SLACK_BLOCK_TEXT_MAX - (fenced ? 8 : 0);
  const bodies: string[] = [];
  let current = '';
  for (const line of lines.flatMap((l) => fitting(l, room))) {
    const next = current === '' ? line : `${current}\n${line}`;
    if (next.length > room) {
      bodies.push(current);
      current = line;
    } else current = next;
  }
  if (current !== '') bodies.push(current);

  const messages: SlackMessage[] = [];
  let blocks: SlackMessage['blocks'] = [{ type: 'section', text: { type: 'mrkdwn', text: heading.slice(0, SLACK_BLOCK_TEXT_MAX) } }];
  let size = blocks[0].text.text.length;
  const flush = () => {
    messages.push({ text: blocks.map((b) => b.text.text).join('\n'), blocks });
    blocks = [];
    size = 0;
  };
  for (const body of bodies) {
    const text = wrap(body);
    if (blocks.length >= SLACK_BLOCKS_MAX || size + text.length + 1 > SLACK_MESSAGE_TEXT_MAX / 2) flush();
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text } });
    size += text.length + 1;
  }
  if (blocks.length > 0) flush();
  return messages;
}
