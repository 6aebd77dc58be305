export * from './contracts';
export * from './describe';
export * from './paths';
