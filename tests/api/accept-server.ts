// A server process for accept.test.ts. It counts the connections it accepts in each turn of its
// event loop (a setImmediate callback runs once per turn, right after the turn's I/O) and answers
// `/block` by sending its headers, then holding the event loop for a second, as a turn full of
// synchronous SQLite reads would, so connections opened meanwhile wait in the kernel's queue.
// With `--single` it accepts through its own descriptor only, as before acceptMore.
import { createServer } from 'node:http';
import { acceptMore } from '../../src/server/accept';

let thisTurn = 0;
let mostInOneTurn = 0;
const server = createServer((request, response) => {
  if (request.url === '/block') {
    response.writeHead(200);
    response.flushHeaders();
    const until = performance.now() + 1000;
    while (performance.now() < until);
    response.end();
    return;
  }
  response.end(JSON.stringify({ peer: request.socket.remoteAddress, mostInOneTurn }));
});
server.on('connection', () => {
  if (thisTurn++ === 0)
    setImmediate(() => {
      mostInOneTurn = Math.max(mostInOneTurn, thisTurn);
      thisTurn = 0;
    });
});
server.listen(0, '127.0.0.1', async () => {
  if (!process.argv.includes('--single')) await acceptMore(server).ready;
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
