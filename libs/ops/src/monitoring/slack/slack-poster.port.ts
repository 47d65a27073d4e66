import type { SlackMessage } from '@farebox/domain';

/** Posts a message to a Slack channel; throws SlackPostError when Slack refuses it. */
export abstract class SlackPoster {
  /** Whether Slack is configured; when not, runs record that instead of pretending to post. */
  abstract readonly configured: boolean;
  abstract post(channel: string, message: SlackMessage): Promise<void>;
}

export class SlackPostError extends Error {}

export const SLACK_NOT_CONFIGURED = 'Slack is not configured (set SLACK_API_URL and SLACK_BOT_TOKEN).';
