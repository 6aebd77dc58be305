import type { ComponentProps } from 'react';
import type { TextField } from '../components/text-field';
import type { PostForm } from './post-form';

/** A text field's label, hint and input attributes: everything but its value. */
export type FieldSpec = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'>;

/**
 * The post form's text fields as the editor labels them; the lengths and the read time's range are the shared
 * post schema's (docs/validation.md#blog-post), so the browser stops what the server would refuse.
 */
export const postTextFields = {
  title: { label: 'Title', required: true, maxLength: 200 },
  excerpt: { label: 'Excerpt', rows: 3, maxLength: 1000 },
  featuredImageAlt: { label: 'Featured Image Alt Text', maxLength: 300, hint: 'Adding alt text improves accessibility and SEO.' },
  readTime: { label: 'Read Time (minutes)', type: 'number', min: 1, max: 600, step: 1, inputMode: 'numeric' },
  metaTitle: { label: 'Meta Title', maxLength: 200, hint: "Search results show this title; the post's title when empty." },
  metaDescription: { label: 'Meta Description', rows: 3, maxLength: 500 },
  keywords: { label: 'Keywords', maxLength: 500, hint: 'Comma-separated; the first is the primary keyword.' },
  canonical: { label: 'Canonical URL', type: 'url', maxLength: 2000, placeholder: 'https://' },
} satisfies Partial<Record<keyof PostForm, FieldSpec>>;

export type PostTextKey = keyof typeof postTextFields;
