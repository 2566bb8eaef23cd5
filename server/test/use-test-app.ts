import { afterAll, beforeAll } from 'vitest';
import { signUpAdmin, signUpOwner, type OwnerOverrides, type SignedInOwner } from './factories';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface UseTestAppOptions extends TestAppOptions {
  /** Sign up an admin once for the file (`t.admin`). */
  admin?: boolean;
  /** Sign up an owner once for the file (`t.owner`), before the admin; an object overrides its details. */
  owner?: boolean | OwnerOverrides;
}

/** The file's app, and the admin and owner it asked for; read them inside tests and hooks. */
export interface TestContext extends TestApp {
  readonly admin: SignedInOwner;
  readonly owner: SignedInOwner;
}

/**
 * The setup every API test file repeats: one app on a private database before the file's
 * tests, closed after them. Call it at the top of the file; hooks the file registers later
 * run after this setup and (vitest stacks after-hooks) their teardown before it.
 */
export function useTestApp(
  options: UseTestAppOptions | (() => UseTestAppOptions) = {},
): TestContext {
  let testApp: TestApp | undefined;
  let admin: SignedInOwner | undefined;
  let owner: SignedInOwner | undefined;

  beforeAll(async () => {
    // A function is read here, after the file's earlier hooks (a fake Google, say) have run.
    const {
      admin: wantsAdmin,
      owner: wantsOwner,
      ...appOptions
    } = typeof options === 'function' ? options() : options;
    testApp = await createTestApp(appOptions);
    if (wantsOwner) {
      owner = await signUpOwner(testApp.app, wantsOwner === true ? {} : wantsOwner);
    }
    if (wantsAdmin) admin = await signUpAdmin(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const ready = (): TestApp => {
    if (!testApp) throw new Error('useTestApp: read the app inside a test or hook');
    return testApp;
  };
  const asked = (who: SignedInOwner | undefined, option: string): SignedInOwner => {
    if (!who) throw new Error(`useTestApp: pass { ${option}: true } to get one`);
    return who;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    createInstance: (overrides) => ready().createInstance(overrides),
    close: () => ready().close(),
    get admin() {
      return asked(admin, 'admin');
    },
    get owner() {
      return asked(owner, 'owner');
    },
  };
}
