/**
 * A pause that is the behaviour itself: the pace of a load, a think time between requests.
 * To wait for something to happen, use waitFor (shared/test/wait-for.ts).
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
