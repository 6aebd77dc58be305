import type { BlogCategory, BlogTag } from '@rdj/shared';
import { Link } from '@rdj/router';
import { useId } from 'react';
import type { Resource } from '@rdj/shared/loading';
import type { TermsHandle } from '../hooks/use-terms';
import type { PostForm } from '../lib/post-form';
import type { EditorHandle } from '../lib/quill-editor';
import type { TrackUpload } from '../lib/upload-tracker';
import { CategorySelect } from './category-select';
import { FeaturedImageField } from './featured-image-field';
import { RichTextEditor } from './rich-text-editor';
import { TagsField } from './tags-field';
import { PostTextField } from './post-text-field';

interface BasicInfoSectionProps {
  form: PostForm;
  change: (patch: Partial<PostForm>) => void;
  /** Bumped when the form is replaced from the server: the editor reads the content again. */
  version: number;
  postId: string | null;
  categories: Resource<BlogCategory[]>;
  tags: TermsHandle<BlogTag, { name: string }>;
  /** Set to the content editor once it is drawn (the AI tools write into it). */
  editorRef?: { current: EditorHandle | null };
  /** Hands each image upload (the featured image, images put into the content) to the page's saves. */
  trackUpload: TrackUpload;
}

export function BasicInfoSection(props: BasicInfoSectionProps) {
  const { form, change, version, postId, categories, tags, editorRef, trackUpload } = props;
  const id = useId();
  // What readers see must be complete to publish or schedule; a draft may be saved unfinished.
  const required = form.status !== 'draft';
  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Basic Information</h2>
      <PostTextField name="title" form={form} change={change} />
      <PostTextField name="excerpt" form={form} change={change} />
      <div className="field">
        <div className="admin-blog-content-label">
          <span>Content</span>
          <Link to={`/admin/blog/inline-editor/${postId ? encodeURIComponent(postId) : 'new'}`}>Open in Inline Editor</Link>
        </div>
        <RichTextEditor
          label="Content"
          toolbar="post"
          html={form.content}
          version={version}
          onChange={(content) => change({ content })}
          editorRef={editorRef}
          trackUpload={trackUpload}
        />
      </div>
      <FeaturedImageField
        url={form.featuredImageUrl}
        alt={form.featuredImageAlt}
        required={required}
        onUploaded={(featuredImageUrl) => change({ featuredImageUrl })}
        trackUpload={trackUpload}
      />
      <PostTextField name="featuredImageAlt" form={form} change={change} />
      <div className="field">
        <label htmlFor={`${id}-category`}>Category</label>
        <CategorySelect
          id={`${id}-category`}
          value={form.category}
          categories={categories}
          onChange={(category) => change({ category })}
        />
      </div>
      <PostTextField name="readTime" form={form} change={change} required={required} />
      <TagsField tags={tags} selected={form.tags} onChange={(selected) => change({ tags: selected })} />
    </section>
  );
}
