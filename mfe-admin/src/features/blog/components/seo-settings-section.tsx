import { useId } from 'react';
import type { PostForm } from '../lib/post-form';
import { SeoScorePanel } from './seo-score-panel';
import { TextField } from './text-field';

interface SeoSettingsSectionProps {
  form: PostForm;
  change: (patch: Partial<PostForm>) => void;
}

export function SeoSettingsSection({ form, change }: SeoSettingsSectionProps) {
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>SEO Settings</h2>
      <TextField
        label="Meta Title"
        maxLength={200}
        hint="Search results show this title; the post's title when empty."
        value={form.metaTitle}
        onChange={(metaTitle) => change({ metaTitle })}
      />
      <TextField
        label="Meta Description"
        rows={3}
        maxLength={500}
        value={form.metaDescription}
        onChange={(metaDescription) => change({ metaDescription })}
      />
      <TextField
        label="Keywords"
        maxLength={500}
        hint="Comma-separated; the first is the primary keyword."
        value={form.keywords}
        onChange={(keywords) => change({ keywords })}
      />
      <TextField
        label="Canonical URL"
        type="url"
        maxLength={2000}
        placeholder="https://"
        value={form.canonical}
        onChange={(canonical) => change({ canonical })}
      />
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
