import { SeoManager } from './seo-manager';

/** /admin/seo: the SEO manager on a page of its own (the dashboard's SEO Manager tab shows the same). */
export function SeoManagerPage() {
  return (
    <section className="container stack admin-page">
      <h1>SEO Manager</h1>
      <SeoManager />
    </section>
  );
}
