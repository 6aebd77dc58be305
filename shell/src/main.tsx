import { lazy, Suspense, version } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const Jobs = lazy(() => import('jobs/routes'));
(window as unknown as { __shellReact: string }).__shellReact = version;

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <header>header</header>
    <Suspense fallback={<p>Loading...</p>}>
      <Routes>
        <Route path="*" element={<Jobs />} />
      </Routes>
    </Suspense>
  </BrowserRouter>,
);
