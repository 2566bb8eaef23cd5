import { createLogger } from '../src/lib/logger';

/**
 * A logger built like production's (createLogger) whose JSON lines are kept in memory, so a
 * test can read every line an operator's log collector would receive.
 */
export function captureLogs(level = 'debug') {
  const lines: string[] = [];
  const logger = createLogger(level, {
    write(chunk: string) {
      lines.push(...chunk.split('\n').filter(Boolean));
    },
  });
  return {
    logger,
    lines,
    /** Lines that mention `text` in any form it may be logged in (raw or URL-encoded). */
    containing: (text: string) =>
      lines.filter((line) => line.includes(text) || line.includes(encodeURIComponent(text))),
  };
}
