import type { BoardPosting } from '@rdj/shared';

/** An approved posting as `GET /api/postings/:id` answers it, with markup in its texts that must never be interpreted. */
export function aPosting(overrides: Partial<BoardPosting> = {}): BoardPosting {
  return {
    id: '3f2c8a1e-5b7d-4c9a-9e21-7a6b5c4d3e2f',
    title: 'Senior Brand Designer',
    company: 'Acme Studio',
    location: null,
    type: 'Contract',
    category: 'brand-design',
    salary: '$70,000 - $90,000 per year',
    description: 'Lead our brand.\nWork with product.\n<img src=x onerror="alert(1)"><b>bold</b>',
    requirements: '5 years of brand work\n<script>alert(2)</script>',
    applicationUrl: 'https://acme.example.com/jobs/7?ref=rdj&x=1',
    companyWebsite: 'https://acme.example.com',
    createdAt: '2026-03-01T12:00:00.000Z',
    expiresAt: '2026-04-02T12:00:00.000Z',
    datePosted: '2026-03-03T12:00:00.000Z',
    validThrough: '2026-04-02T12:00:00.000Z',
    salaryRange: null,
    workFrom: [],
    tzMin: null,
    tzMax: null,
    employerSize: null,
    benefits: null,
    applicationCloses: null,
    runDays: 30,
    closedAt: null,
    companySlug: null,
    open: true,
    applyHref: '/redirect?url=https%3A%2F%2Facme.example.com%2Fjobs%2F7%3Fref%3Drdj%26x%3D1&sig=c2lnbmVkLWJ5LXRoZS13b3JrZXItZm9yLXRoZS10ZXN',
    ...overrides,
  };
}
