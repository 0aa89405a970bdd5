export * from './pkcs12.ts';
export * from './sign-pdf.ts';
export * from './signer-name.ts';
export * from './signing-error.ts';
export * from './read-signature.ts';
