export * from './categories';
export * from './contracts';
export * from './errors';
export * from './pages';
export * from './seo';
export * from './constants';
export * from './jobs';
export * from './xml-chars';
