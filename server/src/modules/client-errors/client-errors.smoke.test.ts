import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture';
import { reportLines, sendReport, validReport } from '../../../test/kits/client-error-kit';
import { useTestApp } from '../../../test/use-test-app';

/** npm test's one pass over browsers' error reports on the embedded engine. */
const t = useTestApp();

describe('client errors smoke', () => {
  it('when a browser reports an error, then 204 and one warn line; a report without a message is refused and not logged', async () => {
    const logs = captureLogs();
    const { app } = await t.createInstance({ logger: logs.logger });

    const res = await sendReport(app, validReport({ kind: 'chunk' }));
    expect(res.status).toBe(204);
    expect(reportLines(logs.lines)).toMatchObject([
      { level: 40, clientError: { kind: 'chunk', route: '/admin/day/:date' } },
    ]);

    const refused = await sendReport(app, validReport({ message: '' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'message', message: 'Message is required' }]);
    expect(reportLines(logs.lines)).toHaveLength(1);
  });
});
