// @ohp/esocial: the S-2240 event (evtExpRisco, layout S-1.3) from measured figures; pure, shared by
// the CLI, the server and the web app.
export * from './agents.ts';
export * from './documents.ts';
export * from './errors.ts';
export * from './event-id.ts';
export * from './event-xml.ts';
export * from './figures.ts';
export * from './meta.ts';
export * from './table.ts';
export * from './measurement-file.ts';
export * from './heat-state.ts';
