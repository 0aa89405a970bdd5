export * from './auth.ts';
export * from './cpf.ts';
export * from './fields.ts';
export * from './limits.ts';
export * from './password.ts';
export * from './push.ts';
export * from './user.ts';
