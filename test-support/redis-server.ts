import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface TestRedisServer {
  port: number;
  /** For REDIS_URL. */
  url: string;
  /** Starts redis-server on `port` (again, after `kill`) and resolves once it answers PING. */
  start(): Promise<void>;
  /** Kills the server with SIGKILL, as a crash would, and resolves once the process has exited. */
  kill(): Promise<void>;
  /** Stops the process (SIGSTOP): connections stay open but nothing answers, as with a hung server. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP port nothing listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a Redis server on `port` answers PING within `timeoutMs`. */
function answersPing(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A real Redis (the `redis-server` binary) of the test's own on a free loopback port, without persistence, so a
 * test may kill and restart it without touching the shared one. Always `close()` it (in afterAll); a process left
 * behind by a crashed test run is killed when the test process exits.
 */
export async function startRedisServer(port?: number): Promise<TestRedisServer> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | undefined;

  const kill = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill('SIGKILL');
    await exited;
    running.delete(current);
  };

  const start = async () => {
    if (child) throw new Error(`redis-server on port ${chosen} is already running`);
    const spawned = spawn(
      'redis-server',
      ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = spawned;
    running.add(spawned);
    let stderr = '';
    spawned.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 15_000;
    while (!(await answersPing(chosen))) {
      if (spawned.exitCode !== null || Date.now() > deadline) {
        await kill();
        throw new Error(`redis-server did not start on port ${chosen}: ${stderr.trim() || 'no answer to PING'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  await start();
  const signal = (name: NodeJS.Signals) => {
    if (!child) throw new Error(`redis-server on port ${chosen} is not running`);
    child.kill(name);
  };
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    start,
    kill,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    close: kill,
  };
}
