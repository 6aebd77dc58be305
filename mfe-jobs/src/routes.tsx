import './jobs.css';
import { Route, Routes } from 'react-router-dom';

export default function JobsRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1 className="jobs-hero">Find Your Next Remote Design Job</h1>} />
      <Route path="*" element={<h1>jobs page</h1>} />
    </Routes>
  );
}
