import type { FieldProblem } from '../identity/field-problem.js';

/** How a run's rows are posted: one line per row, or the whole result as one table. */
export const MonitoringOutputType = { Rows: 'rows', Tables: 'tables' } as const;
export type MonitoringOutputType = (typeof MonitoringOutputType)[keyof typeof MonitoringOutputType];
export const MONITORING_OUTPUT_TYPES: readonly MonitoringOutputType[] = Object.values(MonitoringOutputType);

/** How each row is written: an aligned text table, CSV or JSON. */
export const MonitoringOutputFormat = { Text: 'text', Csv: 'csv', Json: 'json' } as const;
export type MonitoringOutputFormat = (typeof MonitoringOutputFormat)[keyof typeof MonitoringOutputFormat];
export const MONITORING_OUTPUT_FORMATS: readonly MonitoringOutputFormat[] = Object.values(MonitoringOutputFormat);

/** How often an item runs, counted from its start time (UTC). */
export const MonitoringFrequency = {
  Every15Minutes: 'every-15-minutes',
  Hourly: 'hourly',
  Every6Hours: 'every-6-hours',
  Daily: 'daily',
  Weekly: 'weekly',
} as const;
export type MonitoringFrequency = (typeof MonitoringFrequency)[keyof typeof MonitoringFrequency];
export const MONITORING_FREQUENCIES: readonly MonitoringFrequency[] = Object.values(MonitoringFrequency);

export const MONITORING_FREQUENCY_LABELS: Record<MonitoringFrequency, string> = {
  'every-15-minutes': 'Every 15 minutes',
  hourly: 'Hourly',
  'every-6-hours': 'Every 6 hours',
  daily: 'Daily',
  weekly: 'Weekly (Mondays)',
};
export const MONITORING_OUTPUT_TYPE_LABELS: Record<MonitoringOutputType, string> = { rows: 'Rows', tables: 'Tables' };
export const MONITORING_OUTPUT_FORMAT_LABELS: Record<MonitoringOutputFormat, string> = { text: 'Text table', csv: 'CSV', json: 'JSON' };

export const MONITORING_NAME_MIN = 2;
export const MONITORING_NAME_MAX = 50;
export const MONITORING_QUERY_MAX = 20_000;
export const MONITORING_DAYS_MAX = 3_650;
export const MONITORING_CHANNEL_MAX = 80;

export const MonitoringMessage = {
  Required: 'This field is required.',
  NameLength: `Enter ${MONITORING_NAME_MIN} to ${MONITORING_NAME_MAX} characters.`,
  QueryLength: `The query may have at most ${MONITORING_QUERY_MAX} characters.`,
  OutputType: 'Choose rows or tables.',
  OutputFormat: 'Choose text table, CSV or JSON.',
  Frequency: 'Choose a frequency.',
  StartTime: 'Enter a time as HH:MM (00:00 to 23:59).',
  DaysToCheck: 'Enter a whole number of days, 0 or more.',
  SlackChannel: 'Enter a Slack channel such as #alerts or a channel id.',
} as const;

/** The fields of a monitoring item (spec part 3, section 3). */
export interface MonitoringItemFields {
  queryName: string;
  queryString: string;
  outputType: MonitoringOutputType | '';
  outputFormat: MonitoringOutputFormat | '';
  /** Empty: the item is not posted anywhere but its runs are still recorded. */
  slackChannel: string;
  /** HH:MM, UTC. */
  startTime: string;
  frequency: MonitoringFrequency;
  /** How far back the query looks: `monitoring.since()` in the query is the run time minus this many days. */
  daysToCheck: number;
}

export function newMonitoringItemFields(): MonitoringItemFields {
  return { queryName: '', queryString: '', outputType: '', outputFormat: '', slackChannel: '', startTime: '08:00', frequency: 'daily', daysToCheck: 1 };
}

export function normalizeMonitoringItem(fields: MonitoringItemFields): MonitoringItemFields {
  return {
    ...fields,
    queryName: fields.queryName.trim(),
    queryString: fields.queryString.trim(),
    slackChannel: fields.slackChannel.trim(),
    startTime: fields.startTime.trim(),
  };
}

const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLACK_CHANNEL = /^(#[a-z0-9][a-z0-9._-]*|[A-Z0-9]{9,12})$/;

/** Every invalid field of a normalised item, with the message the form shows under it. */
export function validateMonitoringItem(f: MonitoringItemFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: keyof MonitoringItemFields, message: string) => problems.push({ field, message });
  if (f.queryName === '') add('queryName', MonitoringMessage.Required);
  else if (f.queryName.length < MONITORING_NAME_MIN || f.queryName.length > MONITORING_NAME_MAX) add('queryName', MonitoringMessage.NameLength);
  if (f.queryString === '') add('queryString', MonitoringMessage.Required);
  else if (f.queryString.length > MONITORING_QUERY_MAX) add('queryString', MonitoringMessage.QueryLength);
  if (!MONITORING_OUTPUT_TYPES.includes(f.outputType as MonitoringOutputType))
    add('outputType', f.outputType === '' ? MonitoringMessage.Required : MonitoringMessage.OutputType);
  if (!MONITORING_OUTPUT_FORMATS.includes(f.outputFormat as MonitoringOutputFormat))
    add('outputFormat', f.outputFormat === '' ? MonitoringMessage.Required : MonitoringMessage.OutputFormat);
  if (!MONITORING_FREQUENCIES.includes(f.frequency)) add('frequency', MonitoringMessage.Frequency);
  if (!START_TIME.test(f.startTime)) add('startTime', MonitoringMessage.StartTime);
  if (!Number.isInteger(f.daysToCheck) || f.daysToCheck < 0 || f.daysToCheck > MONITORING_DAYS_MAX) add('daysToCheck', MonitoringMessage.DaysToCheck);
  if (f.slackChannel !== '' && (f.slackChannel.length > MONITORING_CHANNEL_MAX || !SLACK_CHANNEL.test(f.slackChannel)))
    add('slackChannel', MonitoringMessage.SlackChannel);
  return problems;
}

/** The UTC cron pattern of an item's schedule: its start time, repeated at its frequency. */
export function monitoringCronPattern(startTime: string, frequency: MonitoringFrequency): string {
  const [hour, minute] = startTime.split(':').map(Number);
  switch (frequency) {
    case 'every-15-minutes':
      return `${minute % 15}/15 * * * *`;
    case 'hourly':
      return `${minute} * * * *`;
    case 'every-6-hours':
      return `${minute} ${hour % 6}/6 * * *`;
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly':
      return `${minute} ${hour} * * 1`;
  }
}
