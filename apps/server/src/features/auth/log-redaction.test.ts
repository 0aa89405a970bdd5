import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction.ts';

describe('log redaction', () => {
  it('hides secret query parameters', () => {
    expect(redactUrl('/api/user?token=123456')).toBe('/api/user?token=%5BRedacted%5D');
    expect(redactUrl('/api/user/delete?password=S3cret!&x=1')).toBe(
      '/api/user/delete?password=%5BRedacted%5D&x=1',
    );
    expect(redactUrl('/api/user/email-validate?email=a%40b.co')).toBe(
      '/api/user/email-validate?email=a%40b.co',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('the request serializer logs the redacted URL and no headers', () => {
    const request = {
      method: 'POST',
      url: '/api/user?token=987654',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
      headers: { authorization: 'Bearer secret' },
    } as unknown as FastifyRequest;
    const logged = JSON.stringify(serializeRequest(request));
    expect(logged).not.toContain('987654');
    expect(logged).not.toContain('secret');
    expect(logged).toContain('/api/user?token=');
  });
});
