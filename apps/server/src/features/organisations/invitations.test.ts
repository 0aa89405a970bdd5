import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, companyMembers } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, type Person, person, tokenOf } from './organisation-test-kit.ts';
import { hashInvitationToken } from './invitation-token.ts';

let t: TestApp;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
let owner: Person;
let companyId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'OHP Test <no-reply@ohp.test>',
    publicUrl: 'https://ohp.example.com/',
  });
  owner = await person(t, 'owner@example.com', 'Olga');
  companyId = (
    await call(t, owner, 'POST', '/api/company', {
      corporateName: 'Hig Ocupacional',
      document: '11222333000181',
    })
  ).json().data.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((done) => smtp.close(() => done()));
});

/** Invites by e-mail and reads the token back from the message delivered over SMTP. */
async function invite(email: string): Promise<string> {
  const res = await call(t, owner, 'POST', `/api/company/${companyId}/invite`, { email });
  expect(res.statusCode).toBe(201);
  await t.app.platform.mail.idle();
  const message = received
    .filter((m) => m.to && JSON.stringify(m.to).includes(email.trim().toLowerCase()))
    .at(-1);
  return tokenOf(message?.text ?? '');
}

describe('invitations', () => {
  it('mails a link to the invitation screen from PUBLIC_URL; only a hash of the token is stored', async () => {
    const token = await invite('Nina@Example.com ');
    const message = received.at(-1);
    expect(message?.subject).toBe('Invitation to Hig Ocupacional');
    expect(message?.text).toContain(`https://ohp.example.com/company/user/invite/${token}`);
    expect(message?.text).toContain('Olga User invited you');
    expect(message?.html).toContain(`href="https://ohp.example.com/company/user/invite/${token}"`);
    const rows = await t.database.db.select().from(companyInvitations);
    expect(rows.map((r) => r.email)).toContain('nina@example.com');
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.tokenHash)).toContain(hashInvitationToken(token));

    const view = await t.app.inject({ url: `/api/company/invite/${token}`, headers: { 'x-language': 'en' } });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      companyName: 'Hig Ocupacional',
      invitedBy: 'Olga User',
      email: 'nina@example.com',
    });
    const pending = await call(t, owner, 'GET', `/api/company/${companyId}/invitations`);
    expect(pending.json().data.map((p: { email: string }) => p.email)).toEqual(['nina@example.com']);
  });

  it('is accepted only by the invited account, once', async () => {
    const token = await invite('olivia@example.com');
    const olivia = await person(t, 'olivia@example.com');
    const intruder = await person(t, 'intruder@example.com');
    const wrong = await call(t, intruder, 'POST', `/api/company/invite/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatch(/sent to another e-mail/);
    expect((await call(t, intruder, 'GET', '/api/company')).json().data).toEqual([]);
    expect((await call(t, undefined, 'POST', `/api/company/invite/${token}/accept`)).statusCode).toBe(401);

    const accepted = await call(t, olivia, 'POST', `/api/company/invite/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: companyId, role: 'member' });
    const reused = await call(t, olivia, 'POST', `/api/company/invite/${token}/accept`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('Invalid or expired invitation token');
    const view = await t.app.inject({
      url: `/api/company/invite/${token}`,
      headers: { 'x-language': 'pt-BR' },
    });
    expect(view.json().error).toBe('Token de convite inválido ou expirado');

    const again = await call(t, owner, 'POST', `/api/company/${companyId}/invite`, {
      email: 'olivia@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This e-mail already belongs to a user with access to the company');
  });

  it('refuses a forged token, an expired one and a text that is not an e-mail', async () => {
    const forged = await call(t, owner, 'POST', `/api/company/invite/${'A'.repeat(43)}/accept`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('Invalid or expired invitation token');

    const token = await invite('paulo@example.com');
    const paulo = await person(t, 'paulo@example.com');
    await t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.tokenHash, hashInvitationToken(token)));
    const expired = await call(t, paulo, 'POST', `/api/company/invite/${token}/accept`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('Invalid or expired invitation token');
    expect((await call(t, paulo, 'GET', '/api/company')).json().data).toEqual([]);

    const notEmail = await call(t, owner, 'POST', `/api/company/${companyId}/invite`, {
      email: 'not-an-email',
    });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().error).toContain('Enter a valid e-mail');
  });

  it('sending again replaces the earlier link; declining and cancelling spend it', async () => {
    const first = await invite('quezia@example.com');
    const second = await invite('quezia@example.com');
    const quezia = await person(t, 'quezia@example.com');
    expect((await call(t, quezia, 'POST', `/api/company/invite/${first}/accept`)).statusCode).toBe(400);
    expect((await call(t, quezia, 'POST', `/api/company/invite/${second}/decline`)).statusCode).toBe(200);
    expect((await call(t, quezia, 'POST', `/api/company/invite/${second}/accept`)).statusCode).toBe(400);

    const third = await invite('quezia@example.com');
    const pending = (await call(t, owner, 'GET', `/api/company/${companyId}/invitations`)).json().data;
    const id = pending.find((p: { email: string }) => p.email === 'quezia@example.com').id;
    expect((await call(t, owner, 'DELETE', `/api/company/${companyId}/invitations/${id}`)).statusCode).toBe(
      200,
    );
    expect((await call(t, quezia, 'POST', `/api/company/invite/${third}/accept`)).statusCode).toBe(400);
    expect((await call(t, quezia, 'GET', '/api/company')).json().data).toEqual([]);
  });

  it('of two simultaneous accepts of one invitation exactly one succeeds', async () => {
    const token = await invite('rui@example.com');
    const rui = await person(t, 'rui@example.com');
    const answers = await Promise.all([
      call(t, rui, 'POST', `/api/company/invite/${token}/accept`),
      call(t, rui, 'POST', `/api/company/invite/${token}/accept`),
      call(t, rui, 'POST', `/api/company/invite/${token}/accept`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, rui.id));
    expect(rows).toHaveLength(1);
  });
});
