import { useId } from 'react';
import type { PostForm } from '../lib/post-form';
import { SeoScorePanel } from './seo-score-panel';
import { PostTextField } from './post-text-field';

interface SeoSettingsSectionProps {
  form: PostForm;
  change: (patch: Partial<PostForm>) => void;
}

export function SeoSettingsSection({ form, change }: SeoSettingsSectionProps) {
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>SEO Settings</h2>
      <PostTextField name="metaTitle" form={form} change={change} />
      <PostTextField name="metaDescription" form={form} change={change} />
      <PostTextField name="keywords" form={form} change={change} />
      <PostTextField name="canonical" form={form} change={change} />
      <SeoScorePanel
        input={{
          title: form.metaTitle.trim() || form.title,
          metaDescription: form.metaDescription,
          keywords: form.keywords,
          content: form.content,
          featuredImageAlt: form.featuredImageAlt,
        }}
      />
    </section>
  );
}
