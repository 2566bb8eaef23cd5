import twilio from 'twilio';
import type { Config } from '../../config';

import type RequestClient from 'twilio/lib/base/RequestClient';

/**
 * The package's own request client with its REST root replaced (TWILIO_API_BASE_URL): every
 * request the official client builds for api.twilio.com keeps its path and query and goes to
 * the root instead, so tests exercise the real client against a local fake (decision 0023).
 */
class RootedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly root: string,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const target = new URL(options.uri);
    return super.request<TData>({
      ...options,
      uri: `${this.root}${target.pathname}${target.search}`,
    });
  }
}

export type TwilioClient = ReturnType<typeof twilio>;

/**
 * The Twilio client for the settings, or undefined when texts are not configured. A hung API
 * must fail the attempt well inside the worker's lease, so requests time out after 15 s; a 429
 * is left to the queue's own backoff rather than retried inside the request.
 */
export function createTwilioClient(
  config: Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_API_BASE_URL'>,
): TwilioClient | undefined {
  if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) return undefined;
  const requestOptions = { timeout: 15_000, keepAlive: true, autoRetry: false };
  const httpClient = config.TWILIO_API_BASE_URL
    ? new RootedRequestClient(config.TWILIO_API_BASE_URL, requestOptions)
    : new twilio.RequestClient(requestOptions);
  return twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, { httpClient });
}
