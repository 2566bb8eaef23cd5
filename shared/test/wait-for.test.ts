import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from './wait-for';

afterEach(() => {
  vi.useRealTimers();
});

describe('waitFor', () => {
  it('when the condition holds at once, then it resolves with its value after one check', async () => {
    const condition = vi.fn(() => 'ready');
    await expect(waitFor(condition, 'the value')).resolves.toBe('ready');
    expect(condition).toHaveBeenCalledTimes(1);
  });

  it('when the condition turns true later, then it resolves with the first truthy value', async () => {
    const answers = [undefined, 0, '', false, null, { rows: 2 }];
    let checks = 0;
    const value = await waitFor(() => answers[checks++], 'the rows', { intervalMs: 1 });
    expect(value).toEqual({ rows: 2 });
    expect(checks).toBe(answers.length);
  });

  it('when the condition throws for a while, then that counts as not yet', async () => {
    let checks = 0;
    const value = await waitFor(
      async () => {
        checks += 1;
        if (checks < 3) throw new Error('connection refused');
        return Promise.resolve(checks);
      },
      'the server to answer',
      { intervalMs: 1 },
    );
    expect(value).toBe(3);
  });

  it('when the condition never holds, then it fails naming what it waited for and the last value', async () => {
    let checks = 0;
    await expect(
      waitFor(() => (checks += 1) < 0, 'the impossible', { timeoutMs: 50, intervalMs: 5 }),
    ).rejects.toThrow('Timed out after 0.05s waiting for the impossible (last value: false)');
    expect(checks).toBeGreaterThan(1);
  });

  it('when the condition keeps throwing, then the failure gives the last error as its cause', async () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:1');
    const failure = await waitFor(
      () => {
        throw refused;
      },
      'the server to answer',
      { timeoutMs: 30, intervalMs: 5 },
    ).catch((error: unknown) => error as Error);
    expect(failure.message).toBe(
      'Timed out after 0.03s waiting for the server to answer (last error: connect ECONNREFUSED 127.0.0.1:1)',
    );
    expect(failure.cause).toBe(refused);
  });

  it('when a check never answers, then the wait still ends at its timeout and says so', async () => {
    await expect(
      waitFor(() => new Promise<boolean>(() => {}), 'a frozen server', { timeoutMs: 30 }),
    ).rejects.toThrow('Timed out after 0.03s waiting for a frozen server (no check answered)');
  });

  it('when the check cut off by the timeout hangs, then the failure still gives the value before it', async () => {
    let checks = 0;
    const gauge = async () => {
      checks += 1;
      // The first check answers 2; the next one hangs past the timeout.
      if (checks > 1) await new Promise(() => {});
      return 2;
    };
    await expect(
      waitFor(async () => (await gauge()) === 0, 'the gauge to read 0', {
        timeoutMs: 50,
        intervalMs: 1,
      }),
    ).rejects.toThrow(
      'Timed out after 0.05s waiting for the gauge to read 0 (last value: false; the check after it had not answered)',
    );
  });

  it('when the test fakes the timers, then the wait still polls on real time', async () => {
    vi.useFakeTimers();
    let checks = 0;
    await expect(
      waitFor(() => (checks += 1) >= 3, 'three checks', { intervalMs: 1 }),
    ).resolves.toBe(true);
    await expect(waitFor(() => false, 'nothing', { timeoutMs: 20, intervalMs: 1 })).rejects.toThrow(
      'Timed out after 0.02s waiting for nothing',
    );
  });
});
