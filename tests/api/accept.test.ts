import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// libuv accepts one connection per turn of the event loop from a listening descriptor; a server
// with acceptMore accepts up to acceptsPerTurn. Counted in turns, not milliseconds, so a loaded
// machine does not change the answer.
const connections = 100;

let server: ReturnType<typeof spawn>;
let port = 0;
beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/api/accept-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(server.stdout as NodeJS.ReadableStream, 'data');
  port = Number(String(chunk).trim());
});
afterAll(() => {
  server.kill();
});

/** Answers to GET `path` on a connection of its own: the status and, once it ends, the body. */
function ask(path: string): Promise<{ status: number; body: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const agent = new Agent({ keepAlive: false });
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const body = (async () => {
        let text = '';
        for await (const chunk of response) text += chunk;
        return text;
      })();
      resolve({ status: response.statusCode ?? 0, body });
    }).on('error', reject);
  });
}

describe('accepting connections', () => {
  it('accepts many connections opened at once while the server was busy in one turn', async () => {
    const blocked = await ask('/block');
    // The server holds its event loop now: these wait in the kernel's queue until it lets go.
    const answers = await Promise.all(
      Array.from({ length: connections }, async () => JSON.parse(await (await ask('/')).body)),
    );
    await blocked.body;
    for (const answer of answers) expect(answer.peer).toBe('127.0.0.1');
    const { mostInOneTurn } = JSON.parse(await (await ask('/')).body);
    expect(mostInOneTurn).toBeGreaterThan(10);
  });
});
