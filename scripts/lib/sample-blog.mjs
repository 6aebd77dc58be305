/**
 * The blog's nine sample posts in local data: published posts in D1, their featured images in R2. Written once per
 * persist directory (a marker file remembers it), so posts an administrator edits or deletes stay that way.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleImage } from '../seed/sample-image.mjs';
import { sampleImageKey, samplePosts } from '../seed/sample-posts.mjs';
import { step, wrangler } from './proc.mjs';

const quote = (value) => (value === null ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);

function insertSql(post, index) {
  const columns = {
    id: randomUUID(),
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    featured_image_url: `/${sampleImageKey(index)}`,
    featured_image_alt: `Illustration for “${post.title}”`,
    category: post.category,
    meta_title: null,
    meta_description: post.excerpt,
    keywords: post.keywords,
    read_time: post.readTime,
    tags: JSON.stringify(['remote-work']),
    status: 'published',
    add_to_sitemap: 1,
    slug: post.slug,
    published_at: post.publishedAt,
    created_at: post.publishedAt,
    updated_at: post.publishedAt,
  };
  const names = Object.keys(columns).join(', ');
  const values = Object.values(columns)
    .map((v) => (typeof v === 'number' ? String(v) : quote(v)))
    .join(', ');
  return `INSERT OR IGNORE INTO blog_posts (${names}) VALUES (${values});`;
}

/** Seeds the sample posts and their images into `persistTo`, unless done before. */
export async function seedSampleBlog(persistTo) {
  const marker = join(persistTo, 'sample-blog-seeded');
  if (existsSync(marker)) return;
  step('Adding the nine sample blog posts and their images');
  const dir = mkdtempSync(join(tmpdir(), 'rdj-sample-blog-'));
  try {
    for (const [index, post] of samplePosts.entries()) {
      const file = join(dir, `sample-${index + 1}.png`);
      writeFileSync(file, sampleImage(index, ...post.colors));
      const key = `blog-assets/${sampleImageKey(index)}`;
      await wrangler(['r2', 'object', 'put', key, '--file', file, '--content-type', 'image/png', '--local', '--persist-to', persistTo]);
    }
    const sqlFile = join(dir, 'posts.sql');
    writeFileSync(sqlFile, `${samplePosts.map(insertSql).join('\n')}\n`);
    await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', sqlFile]);
    writeFileSync(marker, 'The blog sample posts were added to this local data.\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
