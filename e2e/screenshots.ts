/**
 * Captures every owner and admin screen at 390x844, 1024x768 and 1280x800, light and dark, into
 * e2e/screenshots/. Run: node_modules/.bin/tsx e2e/screenshots.ts (SHOTS=admin for the admin
 * desk only; SHOTS=admin-list,admin-calendar for several prefixes)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startFakeGoogle, type FakeGoogle } from '../server/test/fake-google/fake-google';
import { bookViaApi, registerOwner, signIn } from './support/api';
import { adminBook, signInAdmin } from './support/admin';
import { adminShots } from './support/admin-shots';
import { boardShots } from './support/board-shots';
import { integrationShots } from './support/integration-shots';
import { smsShots } from './support/sms-shots';
import { yardShots } from './support/yard-shots';
import { CHROMIUM_ARGS } from './support/constants';
import { marinaDaysFromNow } from './support/dates';
import { overrideSlot } from './support/new-booking';
import { buildClientIfNeeded, startServer, type TestServer } from './support/server';
import { ownerShots, type Shot } from './support/shots';
import { presetTheme } from './support/theme';

/** The not-found page comes last, after the admin desk. */
const shots: Shot[] = [
  ...ownerShots,
  ...adminShots,
  ...boardShots,
  ...yardShots,
  ...integrationShots,
  // Each signs its page in as an owner of its own (after the other owner shots, which share one).
  ...smsShots,
  { name: 'not-found', signedIn: true, path: '/no-such-page' },
];

/** SHOTS=admin takes only the shots whose names start with it (a comma between several). */
const only = process.env.SHOTS?.split(',').filter(Boolean) ?? [];
const selected = shots.filter((s) => only.length === 0 || only.some((p) => s.name.startsWith(p)));

/**
 * An owner with two bookings of their own and six the office made for them: three days out, a
 * full 10:00 AM deadline (four services) for the calendar's block; four days out, a launch on a
 * deadline the office closed.
 */
async function seedBookings(browser: Browser, baseURL: string) {
  const seed = await browser.newContext({ baseURL });
  const owner = await registerOwner(seed, { fullName: 'Morgan Tide' });
  await bookViaApi(seed, { bookingDate: marinaDaysFromNow(7), timeSlot: '12:00 PM' });
  await bookViaApi(seed, {
    bookingDate: marinaDaysFromNow(11),
    timeSlot: '3:00 PM',
    serviceType: 'launch',
  });
  await seed.close();
  const office = await browser.newContext({ baseURL });
  await signInAdmin(office);
  for (const [i, name] of ['Avery Marlin', 'Blake Seaworth', 'Casey Drydock'].entries()) {
    await adminBook(office, owner.user, {
      bookingDate: marinaDaysFromNow(3 + i),
      timeSlot: i === 1 ? '3:00 PM' : '10:00 AM',
      ownerName: name,
      serviceType: i === 1 ? 'launch' : 'haul-out',
      specialRequests:
        i === 0 ? 'Mast stepped; please use the long slings and check the zincs.' : null,
    });
  }
  // An owner holds one booking per deadline: three more owners fill the deadline.
  for (const name of ['Dana Keelson', 'Emerson Portside-Whitfield', 'Frankie Lee']) {
    const other = await browser.newContext({ baseURL });
    const { user } = await registerOwner(other, { fullName: name });
    await other.close();
    await adminBook(office, user, {
      bookingDate: marinaDaysFromNow(3),
      timeSlot: '10:00 AM',
      ownerName: name,
    });
  }
  await overrideSlot(office, {
    date: marinaDaysFromNow(4),
    timeSlot: '3:00 PM',
    closed: true,
    reason: 'Crane inspection',
  });
  await office.close();
  return owner;
}

async function main() {
  buildClientIfNeeded();
  const server = await startServer();
  // Only when a chosen shot needs it: a second server whose exports reach a fake Google.
  let google: FakeGoogle | undefined;
  let sheetsServer: TestServer | undefined;
  if (selected.some((shot) => shot.sheets)) {
    google = await startFakeGoogle();
    sheetsServer = await startServer(google.env());
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const outDir = join(import.meta.dirname, 'screenshots');
  mkdirSync(outDir, { recursive: true });
  try {
    const owner = await seedBookings(browser, server.baseURL);
    if (sheetsServer) await seedBookings(browser, sheetsServer.baseURL);

    let index = 0;
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1024, height: 768 },
        { width: 1280, height: 800 },
      ]) {
        const contexts: Record<'anon' | 'owner' | 'admin' | 'sheets', BrowserContext> = {
          anon: await browser.newContext({
            baseURL: server.baseURL,
            viewport,
            reducedMotion: 'no-preference',
          }),
          owner: await browser.newContext({ baseURL: server.baseURL, viewport }),
          admin: await browser.newContext({ baseURL: server.baseURL, viewport }),
          sheets: await browser.newContext({
            baseURL: sheetsServer?.baseURL ?? server.baseURL,
            viewport,
          }),
        };
        for (const context of Object.values(contexts)) {
          await presetTheme(context, theme);
        }
        await signIn(contexts.owner, owner.email, owner.password);
        await signInAdmin(contexts.admin);
        if (sheetsServer) await signInAdmin(contexts.sheets);
        for (const shot of selected) {
          const role = shot.sheets
            ? 'sheets'
            : shot.admin
              ? 'admin'
              : shot.signedIn
                ? 'owner'
                : 'anon';
          const page = await contexts[role].newPage();
          await shot.before?.(page, google, (shot.sheets ? sheetsServer! : server).dataDir);
          await page.goto(shot.path);
          if (!shot.busy) await page.waitForLoadState('networkidle');
          await shot.prepare?.(page, index++);
          const file = join(outDir, `${shot.name}-${viewport.width}-${theme}.png`);
          await page.screenshot({
            path: file,
            fullPage: !shot.prepare || shot.name === 'auth-register-errors',
          });
          await page.close();
        }
        await Promise.all(Object.values(contexts).map((context) => context.close()));
      }
    }
    console.log(`screenshots written to ${outDir}`);
  } finally {
    await browser.close();
    await server.stop();
    await sheetsServer?.stop();
    await google?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
