import { z } from 'zod';
import { settingValueForMessage } from '../lib/log-safe';
import { googleProblems, googleSettings } from './google';
import { limitSettings } from './limits';
import { mailSettings } from './mail';
import { operationsSettings } from './operations';
import { pushProblems, pushSettings } from './push';
import { serverProblems, serverSettings } from './server';
import { ConfigError, refuseProblems } from './setting-types';
import { marinaPhoneOf, smsProblems, smsSettings } from './sms';
import { webhookSettings } from './webhooks';
import { yardSettings } from './yard';

/**
 * Every setting (docs/settings.md), validated once at start-up: one schema composed of a
 * section per concern, each in its own file with the checks that span its settings.
 */
const envSchema = z.object({
  ...serverSettings,
  ...limitSettings,
  ...mailSettings,
  ...googleSettings,
  ...smsSettings,
  ...operationsSettings,
  ...webhookSettings,
  ...pushSettings,
  ...yardSettings,
});

export type Config = z.output<typeof envSchema> & { APP_URL: string };

export { ConfigError };

/** Reads the settings; a bad value throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A setting left empty in .env (`SHUTDOWN_DRAIN_MS=`) means "not set": the default, never 0.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'settings');
      return `  ${name}: ${issue.message} ${settingValueForMessage(name, env[name] ?? '')}`;
    });
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  refuseProblems([
    ...serverProblems(config),
    ...(config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT
      ? ['METRICS_PORT: must differ from PORT (metrics are never served on the public port)']
      : []),
    ...googleProblems(config),
    ...smsProblems(config),
    ...pushProblems(config),
  ]);
  return {
    ...config,
    MARINA_PHONE: marinaPhoneOf(config),
    APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}`,
  };
}
