import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { SlackMessage } from '@farebox/domain';
import { APP_CONFIG, REDIS, type AppConfig } from '@farebox/platform';
import { SLACK_NOT_CONFIGURED, SlackPostError, SlackPoster } from './slack-poster.port.js';

/** Slack allows about one message a second per channel; the API and the worker share this pace through Redis. */
const CHANNEL_INTERVAL_MS = 1_000;
/** Answers of 429 honoured before the post gives up. */
const MAX_RATE_LIMITED_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** chat.postMessage of the Slack Web API (api.slack.com/methods/chat.postMessage) with a bot token. */
@Injectable()
export class SlackWebApiPoster extends SlackPoster {
  readonly configured: boolean;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super();
    this.configured = !!config.slackApiUrl && !!config.slackBotToken;
  }

  async post(channel: string, message: SlackMessage): Promise<void> {
    if (!this.configured) throw new SlackPostError(SLACK_NOT_CONFIGURED);
    for (let attempt = 0; ; attempt++) {
      await this.takeChannelTurn(channel);
      const response = await fetch(`${this.config.slackApiUrl}/chat.postMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', authorization: `Bearer ${this.config.slackBotToken}` },
        body: JSON.stringify({ channel, text: message.text, blocks: message.blocks }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch((err: Error) => {
        throw new SlackPostError(`Slack could not be reached: ${err.message}`);
      });
      if (response.status === 429) {
        if (attempt >= MAX_RATE_LIMITED_RETRIES) throw new SlackPostError('Slack kept answering 429 Too Many Requests.');
        await sleep(Math.max(1, Number(response.headers.get('retry-after')) || 1) * 1000);
        continue;
      }
      const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
      if (!response.ok || !body?.ok) throw new SlackPostError(`Slack refused the message: ${body?.error ?? `HTTP ${response.status}`}`);
      return;
    }
  }

  /** Waits until no message went to this channel in the last second, then claims the channel for the next one. */
  private async takeChannelTurn(channel: string): Promise<void> {
    const key = `slack:channel-turn:${channel}`;
    while ((await this.redis.set(key, '1', 'PX', CHANNEL_INTERVAL_MS, 'NX')) !== 'OK') {
      await sleep(Math.max(10, await this.redis.pttl(key)));
    }
  }
}
