import { SEND_ERROR, tooManyRequestsText } from '@agency/contracts';
import { SendRefused } from './public-api';

/**
 * What a request form shows after a failed send: a rate-limited send says so and when to try again (it is
 * no fault of the site), anything else is the generic failure.
 */
export function sendFailureText(failure: unknown): string {
  if (failure instanceof SendRefused && failure.status === 429)
    return tooManyRequestsText(failure.serverMessage, failure.retryAfterSeconds);
  return SEND_ERROR;
}
