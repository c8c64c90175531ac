import { spawn } from 'node:child_process';
import type { Server } from 'node:net';

/**
 * How many connections one turn of the event loop may accept. libuv (since 1.45) accepts one
 * connection per turn of the loop from a listening descriptor, and on SQLite a turn also runs
 * the synchronous reads of every request that has arrived, so connections opened together wait
 * in the kernel's queue for one long turn each. Each extra descriptor of the same listening
 * socket is watched on its own and accepts one more per turn. (node:cluster does not help: its
 * primary accepts quickly but hands a worker one connection per turn of the worker's loop.)
 */
export const acceptsPerTurn = 64;

/** The parts of Node's listening handle (TCPWrap or PipeWrap) used here. */
interface ListenHandle {
  onconnection: (error: number, client?: object) => void;
  listen(backlog: number): number;
  close(): void;
}

/**
 * The helper that copies the descriptor: a process given a handle over IPC receives a new
 * descriptor of the same socket, and the one it sends back arrives as another one. It leaves
 * when the server disconnects.
 */
const reflector = "process.on('message', (_message, handle) => process.send('copy', handle));";

/**
 * Makes `server` (already listening) accept up to `acceptsPerTurn` connections per turn: it gets
 * more descriptors of its listening socket from a short-lived helper process and hands each
 * connection they accept to the server's own handler, so the server counts it, applies its
 * options, sees the real peer address and waits for it when it closes. Resolves once the
 * helper is gone; if anything fails, the server keeps accepting through its own descriptor.
 * `close()` stops the extra descriptors and must run when the server stops listening.
 */
export function acceptMore(server: Server): { ready: Promise<void>; close(): void } {
  const copies: ListenHandle[] = [];
  let closed = false;
  const own = () => (server as unknown as { _handle: ListenHandle | null })._handle;
  const close = () => {
    closed = true;
    for (const copy of copies.splice(0)) copy.close();
  };
  const handle = own();
  if (!handle || acceptsPerTurn <= 1) return { ready: Promise.resolve(), close };
  const ready = new Promise<void>((done) => {
    const helper = spawn(process.execPath, ['-e', reflector], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let pending = acceptsPerTurn - 1;
    const finish = () => {
      clearTimeout(timer);
      if (helper.connected) helper.disconnect();
      done();
    };
    const timer = setTimeout(finish, 10_000);
    timer.unref();
    helper.once('error', finish);
    helper.once('exit', finish);
    helper.on('message', (_message, copy?: ListenHandle) => {
      if (!copy) return;
      if (closed) copy.close();
      else {
        copy.onconnection = (error, client) => {
          const target = own();
          if (target) target.onconnection(error, client);
          else (client as ListenHandle | undefined)?.close();
        };
        if (copy.listen(511) === 0) copies.push(copy);
        else copy.close();
      }
      if (--pending === 0) finish();
    });
    for (let i = 0; i < pending; i++) helper.send('copy', handle as never);
  });
  return { ready, close };
}
