export * from './company';
export * from './contracts';
