export * from './contracts';
export * from './describe';
export * from './frequencies';
export * from './paths';
