// A small round-robin HTTP proxy on loopback, run as its own process by run.ts:
//   node --import tsx bench/load/proxy.ts <upstream port> [<upstream port> …]
// It prints "listening <port>" once ready. Keep-alive agents on both sides, like a real balancer.
import { Agent, createServer, request } from 'node:http';

const upstreams = process.argv.slice(2).map(Number);
if (upstreams.length === 0 || upstreams.some((port) => !Number.isInteger(port)))
  throw new Error('usage: proxy.ts <upstream port> [<upstream port> …]');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const server = createServer((incoming, outgoing) => {
  const port = upstreams[next++ % upstreams.length] as number;
  const forwarded = request(
    {
      host: '127.0.0.1',
      port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => process.exit(0));
