import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './app-instance';
import { waitFor } from '@shared/test/wait-for';

const run = promisify(execFile);

const TOOLS = ['initdb', 'pg_ctl', 'postgres'] as const;

/**
 * Where initdb and pg_ctl are: POSTGRES_BIN_DIR, else what pg_config says, else the newest
 * Debian install. They are not on PATH in Debian's packages.
 */
const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? pgConfigBinDir() ?? newestDebianBinDir();

function pgConfigBinDir(): string | undefined {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function newestDebianBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0] ?? '15';
  return join(root, newest, 'bin');
}

/** Why a private cluster cannot be started here, or undefined when it can. */
export function missingPostgresBinaries(): string | undefined {
  const missing = TOOLS.filter((tool) => !existsSync(join(BIN_DIR, tool)));
  if (missing.length === 0) return undefined;
  return `${missing.join(', ')} not found in ${BIN_DIR} (the PostgreSQL server binaries; set POSTGRES_BIN_DIR)`;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust auth. */
  url: string;
  /** `pg_ctl stop -m fast`: a real shutdown, open connections are ended with 57P01. */
  stop(): Promise<void>;
  /** Starts the stopped cluster again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  restart(): Promise<void>;
  /**
   * SIGSTOP to the server and all its processes: connections stay open and nothing answers, as
   * when a database host hangs or the network goes dark. thaw() sends SIGCONT.
   */
  freeze(): Promise<void>;
  thaw(): void;
  /** Stops it at once if running and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of this test's own, so it can be stopped and started without
 * touching the shared server other suites use. initdb refuses to run as root: as root the
 * tools run as the `postgres` user, in a directory it owns.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'marina-private-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(group.trim()));
  }
  const dataDir = join(root, 'data');
  const port = await freePort();

  const tool = (name: (typeof TOOLS)[number], args: string[]) => {
    const binary = join(BIN_DIR, name);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
  };
  // Durability does not matter for a throw-away cluster; -l keeps pg_ctl from holding our pipes.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await tool('pg_ctl', [
      'start',
      '-w',
      '-D',
      dataDir,
      '-l',
      join(root, 'server.log'),
      '-o',
      serverOptions,
    ]);
  };
  const stop = async () => {
    await tool('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'fast']);
  };

  await tool('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  await start();

  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
    async freeze() {
      const postmaster = Number(
        readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      // The postmaster first, and only once it has stopped are its children listed: a backend
      // it forked for a new connection while the list was read would otherwise run on,
      // answering queries through a freeze that is meant to hang everything.
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster];
      await waitFor(() => stateOf(postmaster) === 'T', `postmaster ${postmaster} stopped`);
      for (const pid of childrenOf(postmaster)) {
        process.kill(pid, 'SIGSTOP');
        frozen.push(pid);
      }
    },
    thaw,
    async destroy() {
      thaw();
      await tool('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'immediate']).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Linux: a process's state letter (R running, S sleeping, T stopped …), or '' once gone. */
function stateOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '';
  } catch {
    return '';
  }
}

/** Linux: the processes whose parent is `pid` (the server's backends and workers). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (name) state ppid ...": the name may hold spaces, so read after its ")".
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}
