import { isbot } from 'isbot';
import { TRACKING_LIMITS } from '@agency/contracts';
import { BoundedCache } from '@agency/observability';

// A site sees few distinct user agents, and isbot's pattern is long: remember its verdicts (bounded: clients choose them).
const botVerdicts = new BoundedCache<string, boolean>({
  name: 'bot_verdicts',
  maxEntries: 2_000,
  maxKeyLength: TRACKING_LIMITS.userAgent,
});

/** Whether a user agent is a bot's (isbot), remembered per user agent. */
export function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}
