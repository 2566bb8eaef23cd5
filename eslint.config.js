import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn('./client/src/features/');
const modules = foldersIn('./server/src/modules/');

/**
 * Which way imports may flow (decision 0007: shared → features → app, never feature to feature).
 * `target` is the importing file, `from` the imported one. e2e/ and bench/ import what they need.
 */
const importZones = [
  {
    target: './shared',
    from: ['./client', './server'],
    message: 'shared/ runs on both sides: it imports neither client nor server code.',
  },
  {
    target: './client',
    from: './server',
    message: 'The client talks to the server over HTTP only; shared types live in shared/.',
  },
  ...features.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'Features never import app/ (the router and layout compose them, not the reverse).',
  },
  {
    target: ['./client/src/components', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'components/ and lib/ are below features and app/: they import neither.',
  },
  {
    target: ['./server/src/lib', './server/src/middleware', './server/src/db'],
    from: './server/src/modules',
    message: 'lib/, middleware/ and db/ are below the modules: they never import one.',
  },
  {
    target: './server/src/db',
    from: ['./server/src/outbox', './server/src/sessions'],
    message: 'db/ is the bottom layer: the outbox and session code is built on it.',
  },
  // A route parses, calls its own module's services and presents: the reads and writes, and
  // every other module, are behind those services (docs/decisions/0010-layers-and-services.md).
  ...['./server/src/db/**', './server/src/modules/*/*-repository.ts'].map((from) => ({
    target: './server/src/modules/*/*-routes.ts',
    from,
    message: "A route reads and writes through its module's services, never a repository or db/.",
  })),
  ...modules.map((module) => ({
    target: `./server/src/modules/${module}/*-routes.ts`,
    from: './server/src/modules',
    except: [`./${module}`],
    message: "A route calls its own module's services and presenter only.",
  })),
  ...modules.flatMap((module) =>
    modules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `./server/src/modules/${module}`,
        from: `./server/src/modules/${other}/**/*-routes.ts`,
        message: 'A module reaches another through its service or repository, never its routes.',
      })),
  ),
];

/**
 * Which folder of server/src writes each table (decision 0010): any other folder changes it
 * through a function of the owner's. Reads are free; housekeeping's purges of expired rows
 * are SQL text, outside this rule (docs/decisions/0010-layers-and-services.md).
 */
const tableOwners = {
  'modules/users': ['users'],
  'modules/profiles': ['profiles'],
  'modules/lifts': ['lifts'],
  'modules/bookings': ['bookings', 'bookingEvents'],
  'modules/waitlist': ['waitlistEntries'],
  'modules/calendar-feeds': ['calendarFeeds'],
  'modules/capacity': ['slotCapacities', 'slotOverrides'],
  'modules/weather-holds': ['weatherHolds'],
  'modules/password-reset': ['passwordResetTokens'],
  'modules/email-verification': ['emailVerificationTokens'],
  'modules/audit': ['auditLog'],
  'modules/sms': ['smsSubscriptions', 'smsVerifications', 'smsOptOuts'],
  'modules/push': ['pushSubscriptions', 'pushKeys'],
  'modules/api-tokens': ['apiTokens'],
  'modules/webhooks': ['webhooks', 'webhookEvents', 'webhookDeliveries', 'webhookAttempts'],
  sessions: ['sessions'],
  outbox: ['mailQueue'],
  middleware: ['rateLimits', 'idempotencyKeys'],
};
const everyTable = Object.values(tableOwners).flat();
const serverFolders = [
  ...foldersIn('./server/src/').filter((folder) => folder !== 'modules'),
  ...modules.map((module) => `modules/${module}`),
];

const noTestCode = {
  group: ['**/test/**', '!@shared/**'],
  message: 'Production code never imports test code: move the kit under server/test/.',
};

/** Routers are strict and case-sensitive (lib/router.ts), so no other spelling of a path
 * reaches a handler past a guard that compared paths (docs/decisions/0030-strict-router.md). */
const strictRouterOnly = {
  selector: "CallExpression[callee.name='Router']",
  message: 'Use createRouter() from lib/router: strict, case-sensitive routing.',
};
const writesOnlyOwnTables = (folder) => {
  const others = everyTable.filter((table) => !(tableOwners[folder] ?? []).includes(table));
  return {
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${others.join('|')})$/]`,
    message:
      "A folder writes only its own tables: call a function of the table's owner (eslint.config.js tableOwners).",
  };
};

/**
 * Only a repository queries the database (docs/decisions/0010-layers-and-services.md): in
 * server/src, outside `*-repository.ts` files, db/ and tests, a file neither imports what
 * queries are built from nor runs one. Services hold the transaction and pass `tx` to
 * repository functions; `db.transaction(...)` is not a query and stays allowed.
 */
const repositoriesOnly =
  'Only a *-repository.ts file (or db/) queries the database: call a function of the repository of the module that owns the table (docs/decisions/0010-layers-and-services.md).';
/** The imports refused: the tables, the helpers that build queries on them, and Drizzle itself. */
const queryImports = {
  paths: [{ name: 'drizzle-orm', message: repositoriesOnly }],
  patterns: [
    { group: ['**/db/schema', '**/db/tables/*'], message: repositoriesOnly },
    {
      group: ['**/db/prepared', '**/db/sql-lists', '**/db/public-user-columns', 'drizzle-orm/*'],
      message: repositoriesOnly,
    },
  ],
};
/** The names a database handle goes by (`db`, `tx`, ...), alone or as a property (`ctx.db`). */
const handle = '/^(db|tx|trx|database|executor|savepoint)$/';
/** What runs SQL on a handle; not `transaction`, which a service owns. */
const queryMethods =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|with|\\$with|\\$count|refreshMaterializedView)$/';
/** The syntax refused: what runs SQL, or writes it. */
const runsSql = [
  // sql`...`: SQL text (a fragment as much as a statement).
  "TaggedTemplateExpression[tag.name='sql']",
  // sql.raw(), sql.identifier(), sql.placeholder(), sql.join(): SQL text too.
  "CallExpression[callee.object.name='sql']",
  // Any .execute() or .query(): a prepared statement, db.execute(), or pg's client.query().
  'CallExpression[callee.property.name=/^(execute|query)$/]',
  // db.select, tx.insert, db.query.users (relational reads), ctx.db.update, this.db.delete ...
  `MemberExpression[object.name=${handle}][property.name=${queryMethods}]`,
  `MemberExpression[object.property.name=${handle}][property.name=${queryMethods}]`,
].map((selector) => ({ selector, message: repositoriesOnly }));

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'migrations', 'coverage', '.tmp', 'e2e/screenshots'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React event handlers may be async; everything else must not pass a promise where void is expected.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Express namespaces its augmented types.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Boundaries: no import cycles, and imports only flow the ways importZones allows. The
    // TypeScript resolver reads tsconfig.base.json's paths, so `@/` and `@shared/` count too.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (its TypeScript preset's extensions and
      // parser), without the preset's other rules.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.base.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    // Decision 0010: production code never imports test code; test kits live under server/test/.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestCode] }] },
  },
  {
    // Only repositories and db/ import the tables and Drizzle (repositoriesOnly).
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-repository.ts', 'server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: queryImports.paths, patterns: [noTestCode, ...queryImports.patterns] },
      ],
    },
  },
  {
    // shared/ goes into the browser bundle and the server alike (decision 0008: one contract).
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'express', 'express-*', 'drizzle-orm', 'drizzle-orm/*'],
              message:
                'shared/ imports no React, Express or Drizzle: the browser bundle stays small.',
            },
            { group: ['node:*'], message: 'shared/ also runs in the browser: no Node modules.' },
          ],
        },
      ],
    },
  },
  {
    // The two classic hook rules, and those of v7's React Compiler rules that hold for this
    // code today and catch bugs with or without the compiler. Left out: `refs` (flags reading
    // a ref passed as a prop during render, popover-field.tsx), `set-state-in-effect`
    // (customer-picker.tsx resets its highlighted row in an effect) and
    // `incompatible-library` (react-hook-form's watch()): each has findings and matters mostly
    // under the compiler, which this build does not run; likewise the compiler-only
    // `preserve-manual-memoization`, `unsupported-syntax`, `config` and `gating`.
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/static-components': 'error',
      'react-hooks/use-memo': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/error-boundaries': 'error',
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/lib/router.ts'],
    rules: { 'no-restricted-syntax': ['error', strictRouterOnly] },
  },
  // Each folder: strict routers and its own tables; outside repositories and db/, no SQL either
  // (a later block's no-restricted-syntax replaces an earlier one's, so each lists them all).
  ...['', ...serverFolders.map((folder) => `${folder}/**/`)].flatMap((folder) => {
    const name = folder.replace(/\/\*\*\/$/, '');
    const files = [`server/src/${folder}*.ts`];
    const ignores = ['**/*.test.ts', 'server/src/lib/router.ts'];
    const own = [strictRouterOnly, writesOnlyOwnTables(name)];
    return [
      { files, ignores, rules: { 'no-restricted-syntax': ['error', ...own] } },
      ...(name === 'db'
        ? []
        : [
            {
              files,
              ignores: [...ignores, '**/*-repository.ts'],
              rules: { 'no-restricted-syntax': ['error', ...own, ...runsSql] },
            },
          ]),
    ];
  }),
  {
    // lib/router.ts builds the strict router itself; it runs no SQL either.
    files: ['server/src/lib/router.ts'],
    rules: { 'no-restricted-syntax': ['error', writesOnlyOwnTables('lib'), ...runsSql] },
  },
  {
    // supertest bodies are untyped JSON; tests assert their shape instead.
    files: ['**/*.test.ts', 'server/test/**', 'e2e/**', 'bench/**', 'operations/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly' },
    },
  },
);
