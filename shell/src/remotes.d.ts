declare module 'jobs/routes' { const C: () => JSX.Element; export default C; }
