export * from './categories';
export * from './contracts';
export * from './errors';
export * from './pages';
export * from './remotes';
export * from './seo';
export * from './constants';
export * from './jobs';
