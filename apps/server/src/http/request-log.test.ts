import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, requestLine } from './request-log.ts';

function appLoggingAt(level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/api/x', async () => ({ ok: true }));
  return { app, lines };
}

describe('request log', () => {
  it('writes method, path without query, status and time', () => {
    expect(
      requestLine({ method: 'GET', url: '/api/x?token=secret' }, { statusCode: 200, elapsedTime: 12.4 }),
    ).toBe('GET /api/x 200 12 ms');
  });

  it('logs exactly one short line per request at info, with no request object', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/x?code=123456' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    await app.close();
    const requests = lines.filter((line) => typeof line.reqId === 'string');
    expect(requests.map((line) => String(line.msg).replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /api/x 200 N ms',
      'GET /api/missing 404 N ms',
    ]);
    expect(requests.every((line) => line.req === undefined && line.level === 30)).toBe(true);
  });

  it('adds the details at debug', async () => {
    const { app, lines } = appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/api/x' });
    await app.close();
    const requests = lines.filter((line) => typeof line.reqId === 'string');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.level).toBe(20);
    expect(requests[0]?.res).toMatchObject({ statusCode: 200 });
  });
});
