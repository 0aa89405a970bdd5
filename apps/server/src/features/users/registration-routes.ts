import {
  codeSentSchema,
  emailQuerySchema,
  forgotPasswordUpdateSchema,
  loginResponseSchema,
  registerQuerySchema,
  registerRequestSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ipLimits } from '../auth/ip-limits.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import type { UserServices } from './user-services.ts';

const tags = ['user'];

/** Registration by e-mailed code and password recovery (SPEC §7 user calls). */
export function registerRegistrationRoutes(app: FastifyInstance, services: UserServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/email-validate',
    {
      config: ipLimits.codeRequest,
      schema: {
        summary: 'E-mail a 6-digit registration code (same answer for every e-mail; cool-down between codes)',
        tags,
        querystring: emailQuerySchema,
        response: { 200: dataOf(codeSentSchema), ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({
      data: await services.registration.requestCode(request.query.email, request.language),
    }),
  );

  api.post(
    '/api/user',
    {
      config: ipLimits.codeCheck,
      schema: {
        summary: 'Create the account with the e-mailed code as ?token=; answers a signed-in session',
        tags,
        querystring: registerQuerySchema,
        body: registerRequestSchema,
        response: { 201: dataOf(loginResponseSchema), ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await services.registration.register(request.query.token, request.body, request.language);
      const session = await services.sessions.start(user, 1);
      return reply.code(201).send({ data: { ...session, newAccount: true } });
    },
  );

  api.post(
    '/api/user/forgot-password',
    {
      config: ipLimits.codeRequest,
      schema: {
        summary: 'E-mail a 6-digit recovery code (same answer whether or not the e-mail is registered)',
        tags,
        querystring: emailQuerySchema,
        response: { 200: dataOf(codeSentSchema), ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({ data: await services.recovery.requestCode(request.query.email, request.language) }),
  );

  api.post(
    '/api/user/update-forgot-password',
    {
      config: ipLimits.codeCheck,
      schema: {
        summary: 'Set a new password with the recovery code; ends every session of the user',
        tags,
        body: forgotPasswordUpdateSchema,
        response: { 200: okAnswer, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      const { email, token, password } = request.body;
      await services.recovery.setPassword(email, token, password);
      return ok;
    },
  );
}
